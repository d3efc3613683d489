import type { PhaseEvent } from '../../../domain/cosmic-moon';
import { MOON_PHASES } from '../../../domain/cosmic-phases';
import { Emoji } from './emoji';
import { formatInstant } from './format';

/** The exact local time of each new moon, quarter and full moon in the month shown. */
export function MonthPhases({
  events,
  timeZone,
  monthName,
}: {
  events: PhaseEvent[];
  timeZone: string;
  monthName: string;
}) {
  return (
    <section aria-labelledby="cosmic-month-phases" className="mt-5 border-t border-line pt-4">
      <h3 id="cosmic-month-phases" className="font-sans text-sm font-semibold text-ink">
        Exact moon phases in {monthName}
      </h3>
      <p className="text-xs text-muted">Local times, {timeZone.replaceAll('_', ' ')}</p>
      <ul className="mt-3 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {events.map((event) => (
          <li
            key={event.at.toISOString()}
            className="flex items-center gap-3 rounded-xl bg-raised/50 px-3 py-2"
          >
            <Emoji symbol={MOON_PHASES[event.phase].emoji} className="text-xl" />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">{event.phase}</span>
              <time dateTime={event.at.toISOString()} className="tabular block text-xs text-muted">
                {formatInstant(event.at, timeZone, {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                })}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
