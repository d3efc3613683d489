import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import {
  firstDayOfMonth,
  isSameMonth,
  monthGrid,
  monthOfDay,
  shiftMonth,
  weekdayOrder,
  type CalendarMonth,
} from '#domain/sky/calendar';
import { addDays } from '#domain/shared/dates';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useMood } from './api';
import { formatDay, shortMonth } from './format';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Low moods cool, good moods warm: the colour only repeats what the number says.
const MOOD_TONE = ['', 'bg-violet/30', 'bg-violet/15', 'bg-raised', 'bg-gold/20', 'bg-gold/40'];

/** A month of days coloured by the day's mood; choosing a day lists its entries. */
export function MonthView({
  today,
  selected,
  onSelect,
}: {
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const [month, setMonth] = useState<CalendarMonth>(monthOfDay(today));
  const first = firstDayOfMonth(month);
  const last = addDays(firstDayOfMonth(shiftMonth(month, 1)), -1);
  const mood = useMood('day', first, last);
  const moods = new Map(mood.data?.map((period) => [period.period, period.meanMood]) ?? []);
  const weekStartsOn = 1;
  const isCurrent = isSameMonth(month, monthOfDay(today));
  return (
    <section aria-labelledby="month-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="month-heading" className="text-xl text-ink">
          {shortMonth(first)}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft size={18} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            disabled={isCurrent}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight size={18} aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted" aria-hidden>
        {weekdayOrder(weekStartsOn).map((weekday) => (
          <span key={weekday}>{WEEKDAY_NAMES[weekday]}</span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {monthGrid(month, weekStartsOn).map((day) => {
          const inMonth = day >= first && day <= last;
          const dayMood = moods.get(day) ?? null;
          const label = `${formatDay(day)}${dayMood === null ? '' : `, mood ${dayMood}`}`;
          return (
            <li key={day}>
              {inMonth ? (
                <button
                  type="button"
                  aria-label={label}
                  aria-pressed={selected === day}
                  disabled={day > today}
                  onClick={() => onSelect(day)}
                  className={cn(
                    'flex aspect-square w-full items-center justify-center rounded-lg text-sm tabular transition-colors',
                    dayMood === null ? 'text-muted' : cn('text-ink', MOOD_TONE[Math.round(dayMood)]),
                    selected === day && 'ring-2 ring-gold',
                    day === today && 'font-semibold',
                    day > today ? 'opacity-40' : 'hover:ring-1 hover:ring-gold/60',
                  )}
                >
                  {Number(day.slice(8))}
                </button>
              ) : (
                <span className="block aspect-square" />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
