import type { Day } from '#domain/shared/dates';
import type { HabitFrequency } from '#domain/habits/habits';
import { habitHeatmap, type HeatmapState } from '#domain/habits/heatmap';
import { cn } from '#web/lib/cn';

const CELL: Record<HeatmapState, string> = {
  done: 'bg-emerald',
  covered: 'bg-emerald/35',
  open: 'bg-raised',
  after: 'border border-line/70',
};

/** The last 12 weeks, one column per week (Monday at the top); one labelled image for screen readers. */
export function HabitHeatmap({
  frequency,
  recentCompletions,
  date,
}: {
  frequency: HabitFrequency;
  recentCompletions: readonly Day[];
  date: Day;
}) {
  const { weeks, summary } = habitHeatmap(frequency, recentCompletions, date);
  return (
    <figure className="flex shrink-0 flex-col items-end gap-1.5">
      <div role="img" aria-label={summary} title={summary} className="flex gap-[3px]">
        {weeks.map((week) => (
          <div key={week[0]?.day} className="flex flex-col gap-[3px]">
            {week.map((cell) => (
              <span key={cell.day} className={cn('size-[9px] rounded-[2px]', CELL[cell.state])} />
            ))}
          </div>
        ))}
      </div>
      <figcaption aria-hidden className="text-[11px] leading-none text-muted">
        Last 12 weeks
      </figcaption>
    </figure>
  );
}
