import { monthName } from '#domain/one-on-one/one-on-one';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api-client';
import { useCoachingQueue, useUpdateSession } from './api';
import { ScheduleForm } from './schedule-form';
import { StatusBadge, formatWhen } from './session-status';

/** The admins' (ADMIN_EMAILS) queue of 1-on-1 sessions: a tab of the admin console at /admin. */
export function CoachingQueue() {
  const queue = useCoachingQueue();
  const update = useUpdateSession();
  return (
    <div className="grid gap-4">
      <p className="text-muted">Schedule members’ monthly 1-on-1 sessions, then mark them done.</p>
      {queue.isPending ? (
        <Skeleton className="h-48" />
      ) : queue.error instanceof ApiError && queue.error.status === 403 ? (
        <EmptyState title="Admins only" description={queue.error.message} />
      ) : queue.error ? (
        <LoadError message="Failed to load the queue." onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState
          title="No session requests yet"
          description="Requests from Premium members appear here."
        />
      ) : (
        <ul className="grid gap-4">
          {queue.data.map((session) => (
            <li key={session.id}>
              <Card className="grid gap-3" data-testid="queue-item">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">
                    {session.member.name} · {monthName(session.month)}
                  </p>
                  <StatusBadge status={session.status} />
                </div>
                <p className="text-sm text-ink">{session.topic}</p>
                <p className="text-sm text-muted">
                  Prefers: {session.preferredTimes} ({session.timeZone}) · {session.member.email}
                </p>
                {session.scheduledAt ? (
                  <p className="text-sm text-ink">
                    Scheduled {formatWhen(session.scheduledAt)} · {session.meetingUrl}
                  </p>
                ) : null}
                {session.status === 'requested' || session.status === 'scheduled' ? (
                  <>
                    <ScheduleForm id={session.id} />
                    <div className="flex flex-wrap gap-2">
                      {session.status === 'scheduled' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => update.mutate({ id: session.id, change: { status: 'done' } })}
                        >
                          Mark done
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={() => update.mutate({ id: session.id, change: { status: 'cancelled' } })}
                      >
                        Cancel
                      </Button>
                    </div>
                  </>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
