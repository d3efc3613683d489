import { CheckCircle2, CircleDashed, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MeditationSession } from '#domain/meditation/meditation';
import { Button } from '#web/components/ui/button';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { RECENT_SESSION_COUNT, usePracticeSummary, useRecentSessions } from '#web/features/meditation/api';
import { sessionWhen } from './session-when';
import { LoadError } from '#web/components/ui/load-error';

function Stat({ label, value, loading }: { label: string; value: ReactNode; loading: boolean }) {
  return (
    <div className="rounded-xl border border-line bg-raised/40 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-ink tabular">
        {loading ? <Skeleton className="h-9 w-14" /> : value}
      </dd>
    </div>
  );
}

function SessionRow({ session }: { session: MeditationSession }) {
  return (
    <li className="flex items-center gap-3 py-3">
      {session.completed ? (
        <CheckCircle2 size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-emerald" />
      ) : (
        <CircleDashed size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-muted" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium leading-snug text-ink">{session.title}</p>
        <p className="text-sm text-muted tabular">
          {sessionWhen(session.createdAt, new Date())} · {session.duration} min
        </p>
      </div>
      <span className={session.completed ? 'text-sm text-emerald' : 'text-sm text-muted'}>
        {session.completed ? 'Completed' : 'Started'}
      </span>
    </li>
  );
}

/** "Your practice": total minutes, sessions completed this week and the last five sessions. */
export function PracticePanel({ onBegin }: { onBegin: () => void }) {
  const summary = usePracticeSummary();
  const recent = useRecentSessions();
  const failed = summary.isError || recent.isError;
  return (
    <Card role="region" aria-label="Your practice">
      <CardHeader className="mb-3">
        <CardTitle>Your practice</CardTitle>
      </CardHeader>
      <dl className="grid grid-cols-2 gap-3">
        <Stat label="Total minutes" value={summary.data?.totalMinutes ?? 0} loading={summary.isPending} />
        <Stat label="This week" value={summary.data?.completedThisWeek ?? 0} loading={summary.isPending} />
      </dl>
      <p className="mt-2 text-xs text-muted">This week counts sessions completed since Monday.</p>
      <h3 className="mt-5 font-sans text-sm font-semibold text-ink">Recent sessions</h3>
      {failed ? (
        <div className="mt-3">
          <LoadError
            message="Could not load your practice."
            onRetry={() => {
              void summary.refetch();
              void recent.refetch();
            }}
          />
        </div>
      ) : recent.isPending ? (
        <ul aria-label="Loading recent sessions" className="mt-1 divide-y divide-line">
          {Array.from({ length: RECENT_SESSION_COUNT }, (_, i) => (
            <li key={i} className="flex items-center gap-3 py-3">
              <Skeleton className="size-5 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3.5 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      ) : recent.data.length === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-line px-4 py-6 text-center">
          <Sparkles size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
          <p className="text-sm text-muted">No sessions yet. Your first one starts with a single breath.</p>
          <Button variant="secondary" size="sm" onClick={onBegin}>
            Begin a session
          </Button>
        </div>
      ) : (
        <ul aria-label="Recent sessions" className="mt-1 divide-y divide-line">
          {recent.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </Card>
  );
}
