import { Moon } from 'lucide-react';
import { sleepTimerFor } from '#domain/meditation/sleep-timer';

/**
 * A sleep story sets its own sleep timer (domain/meditation/sleep-timer.ts), whatever the Sleep
 * timer choice says; this line tells the listener so, where they would look for it.
 */
export function SleepStoryNote({ sessionId }: { sessionId: string }) {
  const timer = sleepTimerFor(sessionId, 0);
  if (!timer || timer.countsFrom !== 'session-start') return null;
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-muted">
      <Moon aria-hidden className="size-4 text-gold" />
      Sleep timer set to the story’s {timer.minutes} minutes; the sound fades out over the last minute.
    </p>
  );
}
