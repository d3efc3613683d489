import { Orbit, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { phaseTitle, type TodaysCosmicEnergy } from '#domain/sky/sky';
import { aspectPhrase, planetList, type PlanetaryAlignment } from '#domain/sky/alignments';
import { daysBetween, type Day } from '#domain/shared/dates';
import { cn } from '#web/lib/cn';
import { MoonDisc } from './moon-disc';
import { formatDay, formatInstant, formatPercent } from './format';
import { powerTone } from './power-tone';

function Tile({
  label,
  visual,
  title,
  detail,
}: {
  label: string;
  visual: ReactNode;
  title: ReactNode;
  detail: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-3.5 sm:p-5">
      <p className="text-[11px] font-medium uppercase tracking-wide text-muted sm:text-xs">{label}</p>
      <div className="mt-2 flex items-center gap-2 sm:gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-raised text-xl sm:size-10 sm:text-2xl">
          {visual}
        </span>
        <p className="min-w-0 font-serif text-lg font-semibold leading-tight text-ink sm:text-2xl">{title}</p>
      </div>
      <p className="mt-2 text-xs text-muted sm:text-sm">{detail}</p>
    </li>
  );
}

function inDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

type Props = {
  energy: TodaysCosmicEnergy;
  timeZone: string;
  southern: boolean;
  /** The next aligned day when today has none. */
  upcoming: { day: Day; alignment: PlanetaryAlignment } | null;
};

/** Today at a glance: the Moon, the power, the planets and the next peak of the cycle. */
export function CosmicIntroTiles({ energy, timeZone, southern, upcoming }: Props) {
  const { moonPhase, alignment } = energy;
  const peak = energy.nextPeak;
  return (
    <ul aria-label="Today's cosmic energy" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Tile
        label="Today's moon"
        visual={
          <MoonDisc
            illumination={moonPhase.illumination}
            waxing={moonPhase.waxing}
            southern={southern}
            className="size-full"
          />
        }
        title={phaseTitle(moonPhase)}
        detail={`${formatPercent(moonPhase.illumination)} illuminated · Moon in ${energy.moonSign.atStart}${energy.moonSign.ingress ? `, enters ${energy.moonSign.ingress.sign} at ${formatInstant(energy.moonSign.ingress.at, timeZone, { hour: 'numeric', minute: '2-digit' })}` : ''}`}
      />
      <Tile
        label="Manifestation power"
        visual={<Sparkles size={20} strokeWidth={1.75} aria-hidden className="text-gold" />}
        title={
          <span className={cn('tabular font-sans', powerTone(energy.manifestationPower).text)}>
            {energy.manifestationPower}
            <span className="font-sans text-sm font-normal text-muted"> / 10</span>
          </span>
        }
        detail="The Moon’s phase plus any planetary boost."
      />
      <Tile
        label="Planetary alignment"
        visual={<Orbit size={20} strokeWidth={1.75} aria-hidden className="text-violet" />}
        title={alignment ? planetList(alignment.planets) : 'None today'}
        detail={
          alignment
            ? `${alignment.aspects.map(aspectPhrase).join(', ')} · boost\u00a0${alignment.manifestationBoost}`
            : upcoming
              ? `Next: ${upcoming.alignment.aspects.map(aspectPhrase).join(', ')}, ${formatDay(upcoming.day, { weekday: 'short', month: 'short', day: 'numeric' })}`
              : 'No exact aspect of Venus-Jupiter, Mars-Mercury or Saturn-Neptune within a year.'
        }
      />
      {peak ? (
        <Tile
          label={`Next ${peak.phase.toLowerCase()}`}
          visual={
            <MoonDisc illumination={peak.phase === 'Full Moon' ? 100 : 0} waxing className="size-full" />
          }
          title={formatDay(peak.day, { weekday: 'short', month: 'short', day: 'numeric' })}
          detail={`${formatInstant(peak.at, timeZone, { hour: 'numeric', minute: '2-digit' })}, ${inDays(daysBetween(energy.day, peak.day))}`}
        />
      ) : null}
    </ul>
  );
}
