import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CosmicMonth } from '#domain/sky/sky';
import { monthOfDay, weekdayOrder, type CalendarMonth, type Weekday } from '#domain/sky/calendar';
import { addDays, type Day } from '#domain/shared/dates';
import { dayForKey } from './calendar-keys';
import { CalendarCell } from './calendar-cell';
import { formatDay } from './format';

type Props = {
  cosmic: CosmicMonth;
  /** The member lives south of the equator: the Moon's lit side is drawn mirrored. */
  southern: boolean;
  weekStartsOn: Weekday;
  today: Day;
  selected: Day | null;
  focused: Day | null;
  labelledBy: string;
  describedBy: string;
  onSelect: (day: Day) => void;
  onFocusDay: (day: Day) => void;
  onMonthChange: (month: CalendarMonth, focus: Day) => void;
};

// 1 January 2023 was a Sunday: weekday n of that week names weekday n.
const REFERENCE_SUNDAY = '2023-01-01';

/**
 * The 42-day month grid with WAI-ARIA grid semantics: one day is in the tab order (roving
 * tabindex), arrow keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month,
 * Enter or Space selects. Moving past the grid's edge shows the next month and keeps focus there.
 */
export function CalendarGrid(props: Props) {
  const { cosmic, weekStartsOn, today, selected, focused, onSelect, onFocusDay, onMonthChange } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const days = cosmic.cells.map((cell) => cell.day);
  const firstInMonth = cosmic.cells.find((cell) => cell.inMonth)?.day ?? days[0] ?? today;
  const inMonth = (day: Day | null) => cosmic.cells.some((cell) => cell.inMonth && cell.day === day);
  const tabbable =
    (focused && days.includes(focused) && focused) ||
    (inMonth(selected) && selected) ||
    (inMonth(today) && today) ||
    firstInMonth;

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${tabbable}"]`)?.focus();
  }, [tabbable]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(tabbable);
      return;
    }
    const next = dayForKey(event.key, tabbable, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    focusPending.current = true;
    const leavesMonth = event.key === 'PageUp' || event.key === 'PageDown' || !days.includes(next);
    if (leavesMonth) onMonthChange(monthOfDay(next), next);
    else onFocusDay(next);
  };

  const rows = Array.from({ length: 6 }, (_, row) => cosmic.cells.slice(row * 7, row * 7 + 7));
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-1 sm:gap-1.5"
    >
      <div role="row" className="grid grid-cols-7 gap-1 sm:gap-1.5">
        {weekdayOrder(weekStartsOn).map((weekday) => {
          const day = addDays(REFERENCE_SUNDAY, weekday);
          return (
            <div
              key={weekday}
              role="columnheader"
              aria-label={formatDay(day, { weekday: 'long' })}
              className="pb-1 text-center text-[11px] font-semibold uppercase tracking-wide text-muted sm:text-xs"
            >
              {formatDay(day, { weekday: 'short' })}
            </div>
          );
        })}
      </div>
      {rows.map((cells, row) => (
        <div key={row} role="row" className="grid grid-cols-7 gap-1 sm:gap-1.5">
          {cells.map((cell) => (
            <CalendarCell
              key={cell.day}
              cell={cell}
              southern={props.southern}
              isToday={cell.day === today}
              isSelected={cell.day === selected}
              isTabbable={cell.day === tabbable}
              onSelect={onSelect}
              onFocusDay={onFocusDay}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
