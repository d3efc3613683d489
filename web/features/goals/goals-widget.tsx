import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { GatedButton } from '#web/lib/locked-button';
import { useLimitLock } from '#web/lib/use-feature-lock';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { useGoals } from './api';
import { CreateGoalDialog } from './create-goal-dialog';
import { GoalCard } from './goal-card';
import { LoadError } from '#web/components/ui/load-error';

const SKELETON_COUNT = 3;

function GoalSkeletons() {
  return (
    <ul aria-label="Loading goals" className="grid gap-3">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className="rounded-xl border border-line p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-6 w-32" />
          <Skeleton className="mt-4 h-2 w-full rounded-full" />
        </li>
      ))}
    </ul>
  );
}

/** How many goals the dashboard lists; the rest are a link away, on the goals page. */
const COMPACT_GOALS = 2;

/**
 * Quantum goals with probability and progress, and the create-goal dialog (docs/goals.md). `compact`
 * is the dashboard's density: the first goals only, with a link to all of them.
 */
export function GoalsWidget({ compact = false }: { compact?: boolean }) {
  const goals = useGoals();
  const [creating, setCreating] = useState(false);
  const list = goals.data ?? [];
  // The server counts every goal the member has, reached ones too (docs/plans.md).
  const createLock = useLimitLock('goals', list.length);
  const shown = compact ? list.slice(0, COMPACT_GOALS) : list;

  return (
    <Card compact={compact} aria-labelledby="goals-title">
      <CardHeader compact={compact}>
        <div>
          <CardTitle compact={compact} id="goals-title" className="flex items-center gap-2">
            <Target size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
            Quantum Goals
          </CardTitle>
          <CardDescription className="mt-0.5">What you are manifesting, and how close it is.</CardDescription>
        </div>
        {list.length > 0 ? (
          <GatedButton
            lock={createLock}
            variant="secondary"
            size="sm"
            onClick={() => setCreating(true)}
            className="shrink-0"
            icon={<Plus size={18} strokeWidth={1.75} aria-hidden />}
          >
            New Goal
          </GatedButton>
        ) : null}
      </CardHeader>

      {goals.isPending ? (
        <GoalSkeletons />
      ) : goals.isError ? (
        <LoadError message="Your goals could not be loaded." onRetry={() => void goals.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          compact={compact}
          icon={<Target size={28} strokeWidth={1.5} aria-hidden />}
          title="No quantum goals yet"
          description="Set a clear intention with a date, and watch its probability grow as you make progress."
          action={
            <GatedButton
              lock={createLock}
              variant="secondary"
              size={compact ? 'sm' : 'md'}
              onClick={() => setCreating(true)}
              icon={<Plus size={18} strokeWidth={1.75} aria-hidden />}
            >
              Set Your First Goal
            </GatedButton>
          }
        />
      ) : (
        <>
          <ul className={compact ? 'grid gap-2' : 'grid gap-3'}>
            {shown.map((goal) => (
              <GoalCard key={goal.id} goal={goal} compact={compact} />
            ))}
          </ul>
          {shown.length < list.length ? (
            <Link
              href="/goals"
              className="mt-1.5 inline-flex min-h-6 items-center text-sm font-semibold text-gold underline-offset-4 hover:underline"
            >
              See all {list.length} goals
            </Link>
          ) : null}
        </>
      )}
      <CreateGoalDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
