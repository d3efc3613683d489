import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAudit } from './api';
import { formatMoment } from './format';

const ACTION_NAMES: Record<string, string> = {
  'plan.grant': 'Gave a plan',
  'plan.remove': 'Removed a given plan',
  'member.disable': 'Disabled an account',
  'member.enable': 'Enabled an account',
  'member.verify': 'Marked an address verified',
  'member.delete': 'Deleted an account',
  'job.retry': 'Retried a job',
  'job.discard': 'Discarded a job',
  'signup.mode': 'Changed the sign-up mode',
  'invitation.create': 'Created an invitation',
  'invitation.delete': 'Withdrew an invitation',
  'story.verify': 'Verified a story',
  'story.unverify': 'Removed a story’s verification',
  'story.hide': 'Hid a story',
  'story.unhide': 'Showed a story again',
  'coaching.update': 'Changed a 1-on-1 session',
};

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every admin action, newest first. Read only: the console offers no way to change it. */
export function AuditTab() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  if (audit.isPending) return <Skeleton className="h-40" />;
  if (audit.error) return <LoadError message={audit.error.message} onRetry={() => void audit.refetch()} />;
  if (entries.length === 0)
    return (
      <EmptyState
        title="No admin actions yet"
        description="Every change made in this console is listed here."
      />
    );
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card className="grid gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{ACTION_NAMES[entry.action] ?? entry.action}</p>
                <p className="text-sm text-muted">{formatMoment(entry.at)}</p>
              </div>
              <p className="text-sm text-muted">
                By {entry.adminEmail}
                {entry.memberEmail ? ` · member ${entry.memberEmail}` : ''}
              </p>
              {entry.reason ? <p className="text-sm text-ink">“{entry.reason}”</p> : null}
              <p className="break-words font-mono text-xs text-muted">
                Before {show(entry.before)} · after {show(entry.after)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {audit.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}
