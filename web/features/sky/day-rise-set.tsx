import { MapPin, Moon, Sun } from 'lucide-react';
import { Link } from 'wouter';
import type { SkyLocation } from '#domain/sky/location';
import { riseSetForDay } from '#domain/sky/rise-set';
import type { Day } from '#domain/shared/dates';
import { formatTime } from './format';

type Props = { day: Day; timeZone: string; location: SkyLocation | null };

/** Rise and set of the Sun and Moon for the member's location, or what setting one would add. */
export function DayRiseSet({ day, timeZone, location }: Props) {
  if (!location) {
    return (
      <p className="mt-3 flex gap-2 rounded-xl border border-line p-3 text-sm text-muted">
        <MapPin size={18} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0" />
        <span>
          Set your city on your{' '}
          <Link href="/profile" className="text-gold underline underline-offset-2">
            profile
          </Link>{' '}
          to see moonrise, moonset, sunrise and sunset for this day.
        </span>
      </p>
    );
  }
  const times = riseSetForDay(day, timeZone, location);
  const show = (at: Date | null) => (at ? formatTime(at, timeZone) : 'none this day');
  return (
    <dl aria-label="Rise and set" className="mt-3 grid grid-cols-2 gap-3">
      {(
        [
          ['Moonrise', times.moonrise, Moon],
          ['Moonset', times.moonset, Moon],
          ['Sunrise', times.sunrise, Sun],
          ['Sunset', times.sunset, Sun],
        ] as const
      ).map(([label, at, Icon]) => (
        <div key={label} className="rounded-xl bg-raised/60 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            <Icon size={14} strokeWidth={1.75} aria-hidden />
            {label}
          </dt>
          <dd className="tabular mt-0.5 text-[15px] font-semibold text-ink">{show(at)}</dd>
        </div>
      ))}
    </dl>
  );
}
