import { HABIT_SKELETON_COUNT } from '#domain/habits/habits';
import { Skeleton } from '#web/components/ui/skeleton';

/** docs/habits.md: 5 skeletons, shaped like habit cards. */
export function HabitSkeletons() {
  return (
    <div role="status" aria-label="Loading habits" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: HABIT_SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          data-testid="habit-skeleton"
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
        >
          <div className="flex items-start gap-3">
            <Skeleton className="size-7 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-3/5" />
              <Skeleton className="h-4 w-4/5" />
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-28 rounded-full" />
                <Skeleton className="h-5 w-14 rounded-full" />
              </div>
            </div>
          </div>
          <div className="flex items-end justify-between gap-4">
            <div className="flex flex-col gap-2">
              <Skeleton className="h-6 w-28" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="h-[98px] w-[141px] rounded-md" />
          </div>
        </div>
      ))}
    </div>
  );
}
