import { differenceInCalendarDays, format } from 'date-fns';

/** 'Today, 07:30', 'Yesterday, 21:05' or 'Mon 16 Nov, 08:00' in the browser's own time zone. */
export function sessionWhen(iso: string, now: Date): string {
  const date = new Date(iso);
  const time = format(date, 'HH:mm');
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Yesterday, ${time}`;
  return `${format(date, 'EEE d MMM')}, ${time}`;
}
