import { Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { phaseTitle, type CalendarDay } from '#domain/sky/sky';
import { aspectPhrase } from '#domain/sky/alignments';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DayMoonFacts } from './day-moon-facts';
import { formatDay } from './format';
import { MoonDisc } from './moon-disc';
import { PowerMeter } from './power-meter';
import { RecommendationList } from './recommendation-list';

type Props = {
  day: CalendarDay;
  timeZone: string;
  isToday: boolean;
  southern: boolean;
  onClose: () => void;
  /** Rise and set times, or what a location would add. */
  riseSet: ReactNode;
};

/** Everything about one selected day: phase, illumination, alignment, power and what to do. */
export function DayDetail({ day, timeZone, isToday, southern, onClose, riseSet }: Props) {
  const { moonPhase, alignment } = day;
  return (
    <Card aria-labelledby="cosmic-day-title" role="region" className="relative">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">
            {isToday ? 'Today · ' : ''}Day {day.dayOfYear} of the year
          </p>
          <h2
            id="cosmic-day-title"
            className="mt-1 text-balance text-2xl leading-tight text-ink sm:text-[28px]"
          >
            {formatDay(day.day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close day details"
          className="-mr-2 -mt-2 shrink-0"
        >
          <X size={20} strokeWidth={1.75} aria-hidden />
        </Button>
      </div>

      <div className="mt-5 flex items-center gap-4">
        <MoonDisc
          illumination={moonPhase.illumination}
          waxing={moonPhase.waxing}
          southern={southern}
          className="size-16 rounded-full shadow-[0_0_40px_-8px_rgba(226,184,87,0.45)]"
        />
        <div className="min-w-0">
          <p className="font-serif text-2xl font-semibold leading-tight text-ink">{phaseTitle(moonPhase)}</p>
          <p className="text-sm text-gold">{moonPhase.manifestationType}</p>
          <p className="text-sm text-muted">{moonPhase.energy}</p>
        </div>
      </div>
      <p className="mt-4 text-[15px] text-ink/90">{moonPhase.description}</p>
      {moonPhase.name === 'New Moon' || moonPhase.name === 'Full Moon' ? (
        <a
          href="#intentions-title"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-gold underline underline-offset-2"
        >
          {moonPhase.name === 'New Moon'
            ? 'A new cycle begins: set your intentions'
            : 'The full moon: review your intentions'}
        </a>
      ) : null}

      <DayMoonFacts day={day} timeZone={timeZone} />
      {riseSet}

      <PowerMeter power={day.manifestationPower} className="mt-5" />

      <section aria-labelledby="cosmic-alignment-title" className="mt-6">
        <h3 id="cosmic-alignment-title" className="flex items-center gap-2 text-xl text-ink">
          <Sparkles size={20} strokeWidth={1.75} aria-hidden className="text-violet" />
          Planetary alignment
        </h3>
        {alignment ? (
          <div className="mt-2 space-y-3">
            {alignment.aspects.map((aspect) => (
              <div
                key={`${aspect.planets.join()}-${aspect.exactAt.getTime()}`}
                className="rounded-xl border border-violet/40 bg-violet/10 p-3"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-ink">
                  {aspectPhrase(aspect)}
                  <span className="tabular text-sm font-medium text-violet">
                    Boost {aspect.manifestationBoost}
                  </span>
                </p>
                <p className="text-sm text-gold">{aspect.influence}</p>
                <p className="mt-1 text-sm text-muted">{aspect.description}</p>
              </div>
            ))}
            {alignment.aspects.length > 1 ? (
              <p className="text-xs text-muted">
                Several alignments meet today: the strongest boost ({alignment.manifestationBoost}) counts.
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">
            No exact aspect of Venus and Jupiter, Mars and Mercury or Saturn and Neptune today: the Moon sets
            the tone on its own.
          </p>
        )}
      </section>

      <section aria-labelledby="cosmic-recommendations-title" className="mt-6">
        <h3 id="cosmic-recommendations-title" className="text-xl text-ink">
          Recommendations
        </h3>
        <RecommendationList items={day.recommendations} className="mt-2" />
      </section>
    </Card>
  );
}
