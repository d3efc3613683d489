import { Moon } from 'lucide-react';
import { addDays, type Day } from '#domain/shared/dates';
import { periodOf } from '#domain/habits/periods';
import { REST_DAYS_PER_MONTH } from '#domain/rest-days/rest-days';
import { Button } from '#web/components/ui/button';
import { useMarkRestDay, useRestDays, useUnmarkRestDay } from './api';

/**
 * Rest today or tomorrow (docs/practice.md): a rest day neither breaks nor extends the streak and
 * holds coherence. Shows how many of the month's rest days are left.
 */
export function RestDayControl({ today }: { today: Day }) {
  const tomorrow = addDays(today, 1);
  const month = periodOf(today, 'monthly');
  const rest = useRestDays(month.start, tomorrow > month.end ? tomorrow : month.end);
  const label = (date: Day) => (date === today ? 'Today' : 'Tomorrow');
  const mark = useMarkRestDay(label);
  const unmark = useUnmarkRestDay(label);
  const days = new Set((rest.data ?? []).map((entry) => entry.date));
  const usedThisMonth = [...days].filter((day) => day <= month.end).length;
  const left = Math.max(0, REST_DAYS_PER_MONTH - usedThisMonth);
  const busy = mark.isPending || unmark.isPending || rest.isPending;

  const toggle = (date: Day) => (days.has(date) ? unmark.mutate(date) : mark.mutate(date));

  return (
    <RestDayFrame
      restingToday={days.has(today)}
      restingTomorrow={days.has(tomorrow)}
      left={rest.isPending ? null : left}
      busy={busy}
      onRestToday={() => toggle(today)}
      onRestTomorrow={() => toggle(tomorrow)}
    />
  );
}

/**
 * The control as it looks before the member's day is known (the dashboard's figures are loading):
 * the same box, text and buttons, disabled, so nothing below it moves when it arrives.
 */
export function RestDayControlPlaceholder() {
  return (
    <RestDayFrame
      restingToday={false}
      restingTomorrow={false}
      left={null}
      busy
      onRestToday={() => undefined}
      onRestTomorrow={() => undefined}
    />
  );
}

function RestDayFrame({
  restingToday,
  restingTomorrow,
  left,
  busy,
  onRestToday,
  onRestTomorrow,
}: {
  restingToday: boolean;
  restingTomorrow: boolean;
  /** Rest days left this month, or null while they load. */
  left: number | null;
  busy: boolean;
  onRestToday: () => void;
  onRestTomorrow: () => void;
}) {
  const count = `${left ?? REST_DAYS_PER_MONTH} of ${REST_DAYS_PER_MONTH} left this month.`;
  return (
    <section
      aria-label="Rest days"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-surface px-3 py-2 sm:gap-x-4 sm:px-4 sm:py-3"
    >
      <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-gold/10 text-gold sm:grid">
        <Moon size={18} strokeWidth={1.75} aria-hidden />
      </span>
      <div className="min-w-0 flex-[1_1_5.5rem]">
        <p className="text-sm font-medium text-ink">
          {restingToday ? 'Today is a rest day' : 'Need a pause?'}
        </p>
        <p className="text-xs text-muted">
          <span className="hidden sm:inline">
            A rest day keeps your streak and coherence where they are.{' '}
          </span>
          {/* Held invisible while loading, so the line wraps the same when the count arrives. */}
          {left === null ? (
            <span className="invisible" aria-hidden>
              {count}
            </span>
          ) : (
            count
          )}
        </p>
      </div>
      <div className="flex gap-1 sm:gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-pressed={restingToday}
          onClick={onRestToday}
        >
          {restingToday ? 'Undo rest today' : 'Rest today'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-pressed={restingTomorrow}
          onClick={onRestTomorrow}
        >
          {/* "Tomorrow" on a phone, so the row fits; the name stays "Rest tomorrow" for assistive tech. */}
          {restingTomorrow ? (
            'Undo rest tomorrow'
          ) : (
            // One span: the button is a flex box, whose gap would sit inside the two words.
            <span>
              <span className="sr-only sm:not-sr-only">Rest </span>
              <span className="capitalize sm:normal-case">tomorrow</span>
            </span>
          )}
        </Button>
      </div>
    </section>
  );
}
