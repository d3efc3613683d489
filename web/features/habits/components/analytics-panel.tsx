import type { ReactNode } from 'react';
import type { Day } from '#domain/shared/dates';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { HABIT_CATEGORY_LABELS } from '#domain/habits/habits';
import { Button } from '#web/components/ui/button';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Skeleton } from '#web/components/ui/skeleton';
import { useHabitAnalytics } from '#web/features/habits/api';

export const ANALYTICS_PANEL_ID = 'habit-analytics';

function Stat({
  label,
  value,
  note,
  children,
}: {
  label: string;
  value: ReactNode;
  note: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <p className="text-sm text-muted">{label}</p>
      <p className="tabular text-3xl font-semibold leading-tight text-ink">{value}</p>
      {children}
      <p className="text-xs text-muted">{note}</p>
    </div>
  );
}

/** Habit analytics for the selected date; the query runs only while this panel is mounted. */
export function AnalyticsPanel({ date }: { date: Day }) {
  const { showStreaks } = useSignedInUser();
  const { data, isPending, isError, refetch } = useHabitAnalytics(date, true);
  return (
    <section id={ANALYTICS_PANEL_ID} aria-label="Habit analytics" className="mb-6">
      {isPending ? (
        <div role="status" aria-label="Loading analytics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[120px] rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
          Failed to load analytics. Please try again.
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Total Habits" value={data.totalHabits} note="Active, not archived" />
          {showStreaks ? (
            <Stat label="Average Streak" value={data.averageStreak} note="Periods in a row, per habit" />
          ) : null}
          <Stat
            label="Best Category"
            value={
              <span className="block text-xl leading-snug sm:text-2xl">
                {data.bestCategory ? HABIT_CATEGORY_LABELS[data.bestCategory] : 'None yet'}
              </span>
            }
            note="Highest completion, last 30 days"
          />
          <Stat
            label="Weekly Completion"
            value={`${data.weeklyCompletion}%`}
            note="Of habits due, last 7 days"
          >
            <ProgressBar
              value={data.weeklyCompletion}
              label="Weekly completion"
              tone="emerald"
              className="my-1"
            />
          </Stat>
        </div>
      )}
    </section>
  );
}
