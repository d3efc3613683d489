import type { CosmicMonth } from '#domain/sky/sky';
import type { PrincipalPhaseName } from '#domain/sky/phases';
import { MoonDisc } from './moon-disc';
import { formatInstant } from './format';

type Props = { events: CosmicMonth['phaseEvents']; timeZone: string; monthName: string; southern: boolean };

// How each principal phase looks: the lit share and side at its exact instant.
const LOOK: Record<PrincipalPhaseName, { illumination: number; waxing: boolean }> = {
  'New Moon': { illumination: 0, waxing: true },
  'First Quarter': { illumination: 50, waxing: true },
  'Full Moon': { illumination: 100, waxing: true },
  'Last Quarter': { illumination: 50, waxing: false },
};

/** The exact local time of each new moon, quarter and full moon in the month shown. */
export function MonthPhases({ events, timeZone, monthName, southern }: Props) {
  return (
    <section aria-labelledby="cosmic-month-phases" className="mt-5 border-t border-line px-1 pt-4 sm:px-0">
      <h3 id="cosmic-month-phases" className="font-sans text-sm font-semibold text-ink">
        Exact moon phases in {monthName}
      </h3>
      <p className="text-xs text-muted">Local times, {timeZone.replaceAll('_', ' ')}</p>
      <ul className="mt-2 divide-y divide-line/70">
        {events.map((event) => (
          <li key={event.at.toISOString()} className="flex items-center gap-3 py-2">
            <MoonDisc {...LOOK[event.phase]} southern={southern} className="size-6" />
            <span className="flex-1 text-sm font-medium text-ink">
              {event.phase} <span className="text-muted">in {event.sign}</span>
            </span>
            <time dateTime={event.at.toISOString()} className="tabular text-right text-sm text-muted">
              {formatInstant(event.at, timeZone, {
                weekday: 'short',
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              })}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
