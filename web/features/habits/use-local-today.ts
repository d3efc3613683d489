import { useState } from 'react';
import { localDay, type Day } from '#domain/dates';
import { browserTimeZone } from '#web/lib/use-time-zone-sync';

/** The browser's calendar day when the page opened: the default selected date and the picker's max. */
export function useLocalToday(): Day {
  const [today] = useState(() => localDay(new Date(), browserTimeZone() ?? 'UTC'));
  return today;
}
