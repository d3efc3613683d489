import { useState } from 'react';
import { JOB_STATES } from '#domain/admin/admin';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useJobAction, useJobs } from './api';
import { formatMoment } from './format';

const STATE_NAMES = { due: 'Waiting', running: 'Running', failed: 'Failed' } as const;
const EMPTY = {
  due: 'No job is waiting to run.',
  running: 'No job is running right now.',
  failed: 'No job has failed. A job that gives up after its last try appears here.',
} as const;

/** The background job queue: waiting, running and failed jobs; a failed one can be retried or discarded. */
export function JobsTab() {
  const [state, setState] = useState<(typeof JOB_STATES)[number]>('failed');
  const list = useJobs(state);
  const act = useJobAction();
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Job state" className="flex flex-wrap gap-2">
        {JOB_STATES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => setState(option)}
          >
            {STATE_NAMES[option]}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.error ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : jobs.length === 0 ? (
        <EmptyState title={`No ${STATE_NAMES[state].toLowerCase()} jobs`} description={EMPTY[state]} />
      ) : (
        <ul className="grid gap-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <Card className="grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-mono text-sm font-semibold text-ink">{job.queue}</p>
                  <p className="text-sm text-muted">
                    Tries {job.attempts} of {job.maxAttempts}
                  </p>
                </div>
                <p className="text-sm text-muted">
                  Queued {formatMoment(job.createdAt)}
                  {job.state === 'due' ? ` · runs ${formatMoment(job.runAt)}` : ''}
                </p>
                {job.lastError ? (
                  <pre
                    className={cn(
                      'whitespace-pre-wrap break-words rounded-lg bg-raised p-3 text-xs text-rose',
                    )}
                  >
                    {job.lastError}
                  </pre>
                ) : null}
                {job.state === 'failed' ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={act.isPending}
                      onClick={() => act.mutate({ id: job.id, action: 'retry' })}
                    >
                      Retry
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={act.isPending}
                      onClick={() => act.mutate({ id: job.id, action: 'discard' })}
                    >
                      Discard
                    </Button>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}
