import { Skeleton } from '#web/components/ui/skeleton';

/** docs/community.md: four placeholders shaped like story cards while the list loads. */
export function StorySkeletons() {
  return (
    <div
      role="status"
      className="grid gap-4 md:grid-cols-2"
      aria-busy="true"
      aria-label="Loading success stories"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          data-testid="story-skeleton"
          className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          <div className="flex gap-2">
            <Skeleton className="h-7 w-24 rounded-full" />
            <Skeleton className="h-7 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-7 w-3/4" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <div className="mt-6 flex items-center justify-between">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
