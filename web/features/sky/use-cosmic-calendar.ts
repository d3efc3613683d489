import { useCallback, useState } from 'react';
import { monthOfDay, type CalendarMonth } from '#domain/sky/calendar';
import type { Day } from '#domain/shared/dates';

export type CosmicCalendarState = {
  month: CalendarMonth;
  selected: Day | null;
  /** The day keyboard focus should sit on, when one was chosen by key or click. */
  focused: Day | null;
  select: (day: Day) => void;
  clearSelection: () => void;
  /** Shows another month; the selected day is cleared (docs/sky.md). */
  goToMonth: (month: CalendarMonth, focus?: Day) => void;
  focus: (day: Day) => void;
};

/**
 * Which month is shown, which day is selected and where focus sits. Until the user moves, the
 * month follows today, so it stays right when the time zone arrives after the first render.
 */
export function useCosmicCalendar(today: Day): CosmicCalendarState {
  const [month, setMonth] = useState<CalendarMonth | null>(null);
  const [selected, setSelected] = useState<Day | null>(null);
  const [focused, setFocused] = useState<Day | null>(null);

  const select = useCallback((day: Day) => {
    setSelected(day);
    setFocused(day);
  }, []);
  const clearSelection = useCallback(() => setSelected(null), []);
  const goToMonth = useCallback((next: CalendarMonth, focus?: Day) => {
    setMonth(next);
    setSelected(null);
    setFocused(focus ?? null);
  }, []);

  return {
    month: month ?? monthOfDay(today),
    selected,
    focused,
    select,
    clearSelection,
    goToMonth,
    focus: setFocused,
  };
}
