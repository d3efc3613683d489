import { Flame } from 'lucide-react';
import {
  STREAK_UNITS,
  isHotStreak,
  streakBand,
  type HabitFrequency,
  type StreakBand,
} from '#domain/habits/habits';
import { cn } from '#web/lib/cn';

/** docs/habits.md: the streak's colour warms at 3, 7, 14 and 30 periods. */
const BAND_TONE: Record<StreakBand, string> = {
  none: 'text-muted',
  warm: 'text-emerald',
  hot: 'text-gold',
  blazing: 'text-orange-400',
  legendary: 'text-violet',
};

export function StreakDisplay({ streak, frequency }: { streak: number; frequency: HabitFrequency }) {
  const band = streakBand(streak);
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-streak-band={band}>
      <p className={cn('flex items-center gap-1.5', BAND_TONE[band])}>
        <Flame
          size={20}
          strokeWidth={1.75}
          aria-hidden
          className={band === 'legendary' ? 'drop-shadow-[0_0_6px_rgba(139,124,246,0.8)]' : undefined}
        />
        <span className="tabular text-2xl font-semibold leading-none">{streak}</span>
        <span className="text-sm text-muted">{STREAK_UNITS[frequency].one} streak</span>
      </p>
      {isHotStreak(streak) ? (
        <span className="w-fit rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold">
          Hot Streak
        </span>
      ) : null}
    </div>
  );
}
