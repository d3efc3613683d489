import { useEffect, useState } from 'react';
import { localDay, nextLocalMidnight, type Day } from '#domain/shared/dates';
import { useMemberTimeZone } from './use-member-time-zone';

/**
 * The member's calendar day, turning over by itself at their next local midnight, so a page left
 * open overnight shows the new day. The timer is re-armed after each turn; a tab that slept (timers
 * pause while a laptop is closed) catches up as soon as it is visible again.
 */
export function useMemberToday(): Day {
  const timeZone = useMemberTimeZone();
  const [today, setToday] = useState(() => localDay(new Date(), timeZone));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      const now = new Date();
      setToday(localDay(now, timeZone));
      timer = setTimeout(follow, nextLocalMidnight(now, timeZone).getTime() - now.getTime());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') follow();
    };
    follow();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeZone]);
  return today;
}
