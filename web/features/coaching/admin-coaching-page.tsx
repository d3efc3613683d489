import { monthName } from '#domain/coaching';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api-client';
import { useCoachingQueue, useUpdateSession } from './api';
import { ScheduleForm } from './schedule-form';
import { StatusBadge, formatWhen } from './session-status';

/** /admin/coaching: the moderators' (ADMIN_EMAILS) queue of 1-on-1 sessions. */
export default function AdminCoachingPage() {
  const queue = useCoachingQueue();
  const update = useUpdateSession();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Coaching Queue"
        subtitle="Schedule members’ monthly 1-on-1 sessions, then mark them done."
      />
      {queue.isPending ? (
        <Skeleton className="h-48" />
      ) : queue.error instanceof ApiError && queue.error.status === 403 ? (
        <EmptyState title="Moderators only" description={queue.error.message} />
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
