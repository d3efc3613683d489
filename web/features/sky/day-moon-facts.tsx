import type { CalendarDay } from '#domain/sky/sky';
import { aspectPhrase } from '#domain/sky/alignments';
import { localDay } from '#domain/shared/dates';
import type { ReactNode } from 'react';
import { formatInstant, formatPercent, formatTime } from './format';

type Props = { day: CalendarDay; timeZone: string };

const ASPECT_WORD = {
  conjunction: 'conjunction with',
  sextile: 'sextile to',
  square: 'square to',
  trine: 'trine to',
  opposition: 'opposition to',
} as const;

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 rounded-xl bg-raised/60 p-3' : 'rounded-xl bg-raised/60 p-3'}>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="tabular mt-0.5 text-[15px] font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** The Moon's numbers for one day: light, sign and its change, void-of-course, exact phase, distance. */
export function DayMoonFacts({ day, timeZone }: Props) {
  const { moonPhase, moonSign, voids, apsis } = day;
  const time = (at: Date) => formatTime(at, timeZone);
  // A void that began or ends on another day shows that day too.
  const when = (at: Date) =>
    localDay(at, timeZone) === day.day
      ? time(at)
      : formatInstant(at, timeZone, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3">
      <Fact term="Illumination at noon">
        {formatPercent(moonPhase.illumination)} · {moonPhase.waxing ? 'waxing' : 'waning'}
      </Fact>
      <Fact term="Moon sign">
        {moonSign.ingress ? `${moonSign.atStart} → ${moonSign.ingress.sign}` : moonSign.atStart}
      </Fact>
      {moonPhase.exactAt ? (
        <div className="col-span-2 rounded-xl border border-gold/40 bg-gold/10 p-3">
          <dt className="text-xs text-muted">Exact {moonPhase.name.toLowerCase()}</dt>
          <dd className="tabular mt-0.5 text-xl font-semibold text-gold">
            {time(moonPhase.exactAt)} · in {moonPhase.sign}
          </dd>
        </div>
      ) : null}
      {moonSign.ingress ? (
        <Fact term={`Moon enters ${moonSign.ingress.sign}`}>{time(moonSign.ingress.at)}</Fact>
      ) : null}
      {apsis ? (
        <Fact term={apsis.kind === 'perigee' ? 'Perigee (closest)' : 'Apogee (farthest)'}>
          {time(apsis.at)} · {apsis.distanceKm.toLocaleString()} km
        </Fact>
      ) : null}
      {voids.map((period) => (
        <Fact key={period.start.toISOString()} term="Void of course" wide>
          {when(period.start)} – {when(period.end)}
          <span className="block text-xs font-normal text-muted">
            {period.lastAspect
              ? `After its ${ASPECT_WORD[period.lastAspect.aspect]} ${period.lastAspect.body}, until it enters the next sign.`
              : `No major aspect in ${period.sign}: void from its entry until the next sign.`}
          </span>
        </Fact>
      ))}
      {day.alignment
        ? day.alignment.aspects.map((aspect) => (
            <Fact key={aspect.exactAt.toISOString()} term={`Exact ${aspect.aspect}`}>
              {aspectPhrase(aspect)} · {time(aspect.exactAt)}
            </Fact>
          ))
        : null}
    </dl>
  );
}
