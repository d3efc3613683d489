import { Activity, Flame } from 'lucide-react';
import { COHERENCE_EXPLANATION } from '#domain/practice/coherence';
import {
  COHERENCE_FALLBACK,
  STREAK_FALLBACK,
  coherenceText,
  displayFirstName,
  greetingFor,
} from '#domain/dashboard/dashboard';
import { Skeleton } from '#web/components/ui/skeleton';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useDashboardStats } from './api';
import { StatCard } from './stat-card';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What the streak card says about freezes: the one just used, or how many are banked. */
function freezeText({ freezesBanked, freezeUsedOn }: { freezesBanked: number; freezeUsedOn: string | null }) {
  if (freezeUsedOn) return `A freeze covered ${shortDay(freezeUsedOn)}`;
  if (freezesBanked > 0) return `${freezesBanked} streak freeze${freezesBanked === 1 ? '' : 's'} banked`;
  return null;
}

/** Greeting by the browser's local time, the coherence line, and the Day Streak and Coherence cards. */
export function DashboardHeader() {
  const user = useSignedInUser();
  const stats = useDashboardStats();
  const loading = stats.isPending;
  // One value for the line and the card (and the energy card below wobbles around it).
  const coherence = stats.data?.dailyStats.coherence ?? COHERENCE_FALLBACK;
  const streak = stats.data?.dailyStats.streak ?? STREAK_FALLBACK;
  const freezeLine = stats.data ? freezeText(stats.data.dailyStats) : null;

  return (
    <header className="flex flex-col gap-3 sm:gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl leading-tight text-ink sm:text-5xl">
          {greetingFor(new Date().getHours())}, {displayFirstName(user.firstName)}
        </h1>
        {loading ? (
          // The sentence itself, hidden, gives the placeholder its exact size (it wraps on phones).
          <p className="relative mt-1 text-sm text-muted sm:mt-2 sm:text-base" aria-hidden>
            <span className="invisible">{coherenceText(COHERENCE_FALLBACK)}</span>
            <Skeleton className="absolute inset-x-0 inset-y-0.5" />
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base" data-testid="coherence-line">
            {coherenceText(coherence)}
          </p>
        )}
        <p className="mt-1 max-w-xl text-xs text-muted sm:text-sm">{COHERENCE_EXPLANATION}</p>
      </div>
      <div
        className={
          user.showStreaks
            ? 'grid grid-cols-2 gap-3 sm:gap-4 lg:w-[420px] lg:shrink-0'
            : 'grid gap-3 sm:w-[260px] lg:shrink-0'
        }
      >
        {/* Hidden streaks (profile setting) hide the number, the flame and the label; nothing recorded changes. */}
        {user.showStreaks ? (
          <StatCard
            label="Day Streak"
            value={String(streak)}
            icon={<Flame size={20} strokeWidth={1.75} aria-hidden />}
            hint={
              freezeLine ??
              (streak === 0 ? 'Start today' : streak === 1 ? 'day of practice' : 'days in a row')
            }
            loading={loading}
          />
        ) : null}
        <StatCard
          label="Coherence"
          value={`${coherence}%`}
          icon={<Activity size={20} strokeWidth={1.75} aria-hidden />}
          hint={coherence >= 70 ? 'Grows with practice' : 'A complete day reads 70%+'}
          loading={loading}
        />
      </div>
    </header>
  );
}
