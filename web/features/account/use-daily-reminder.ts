import { useEffect } from 'react';
import { msUntilNextReminder } from '#domain/account';
import { localDay } from '#domain/dates';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { showDailyReminder } from './reminder-notification';

/**
 * While the app is open (or installed and running), invites the user to their rituals at their
 * chosen local time. Permission is asked only when they turn the reminder on (reminder-settings.tsx).
 */
export function useDailyReminder(): void {
  const { reminderTime, timeZone } = useSignedInUser();
  useEffect(() => {
    if (!reminderTime || typeof Notification === 'undefined') return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          if (Notification.permission === 'granted') void showDailyReminder(localDay(new Date(), timeZone));
          schedule();
        },
        msUntilNextReminder(new Date(), reminderTime),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [reminderTime, timeZone]);
}
