import type { PhaseEvent } from '#domain/cosmic-moon';
import { MOON_PHASES } from '#domain/cosmic-phases';
import { Emoji } from './emoji';
import { formatInstant } from './format';

type Props = { events: PhaseEvent[]; timeZone: string; monthName: string };

/** The exact local time of each new moon, quarter and full moon in the month shown. */
export function MonthPhases({ events, timeZone, monthName }: Props) {
  return (
    <section aria-labelledby="cosmic-month-phases" className="mt-5 border-t border-line px-1 pt-4 sm:px-0">
      <h3 id="cosmic-month-phases" className="font-sans text-sm font-semibold text-ink">
        Exact moon phases in {monthName}
      </h3>
      <p className="text-xs text-muted">Local times, {timeZone.replaceAll('_', ' ')}</p>
      <ul className="mt-2 divide-y divide-line/70">
        {events.map((event) => (
          <li key={event.at.toISOString()} className="flex items-center gap-3 py-2">
            <Emoji symbol={MOON_PHASES[event.phase].emoji} className="text-lg" />
            <span className="flex-1 text-sm font-medium text-ink">{event.phase}</span>
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
