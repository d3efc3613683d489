import { firstDayOfMonth, monthOfDay, shiftMonth, weekdayOf, type Weekday } from '#domain/sky/calendar';
import { addDays, type Day } from '#domain/shared/dates';

/**
 * Where a key moves focus in the month grid (WAI-ARIA date grid pattern): arrows by a day or a week,
 * Home/End to the ends of the week, PageUp/PageDown by a month keeping the day of the month where it
 * exists. Returns null for keys the grid does not handle.
 */
export function dayForKey(key: string, from: Day, weekStartsOn: Weekday): Day | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -((weekdayOf(from) - weekStartsOn + 7) % 7));
    case 'End':
      return addDays(from, 6 - ((weekdayOf(from) - weekStartsOn + 7) % 7));
    case 'PageUp':
      return sameDayInMonth(from, -1);
    case 'PageDown':
      return sameDayInMonth(from, 1);
    default:
      return null;
  }
}

/** 31 March -> 30 April: the same day of the month, or the month's last day when it is shorter. */
function sameDayInMonth(from: Day, by: number): Day {
  const month = shiftMonth(monthOfDay(from), by);
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  return addDays(firstDayOfMonth(month), Math.min(Number(from.slice(8, 10)), daysInMonth) - 1);
}
