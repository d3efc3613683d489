import { ringShare, ringText, type Ring } from '#domain/dashboard/today';
import { cn } from '#web/lib/cn';

const SIZE = 44;
const STROKE = 5;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type NamedRing = { name: string; ring: Ring; tone: string };

/** One ring: the track, the filled share, and "done/total" in its middle. */
function ProgressRing({ name, ring, tone }: NamedRing) {
  const share = ringShare(ring);
  return (
    <li className="flex items-center gap-1.5 lg:flex-col lg:gap-1 lg:text-center">
      <span className="relative grid place-items-center" style={{ width: SIZE, height: SIZE }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden className="-rotate-90">
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            className="stroke-raised"
          />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - share)}
            className={cn(tone, 'transition-[stroke-dashoffset] duration-500 motion-reduce:transition-none')}
            opacity={share === 0 ? 0 : 1}
          />
        </svg>
        <span aria-hidden className="tabular absolute text-xs font-semibold text-ink">
          {ring.total === 0 ? '–' : `${ring.done}/${ring.total}`}
        </span>
      </span>
      <span aria-hidden className="text-xs text-muted">
        {name}
      </span>
      <span className="sr-only">{ringText(name, ring)}</span>
    </li>
  );
}

/** Today's progress as three rings: a session, the rituals, the habits due (docs/dashboard.md, "Today"). */
export function ProgressRings({
  meditation,
  rituals,
  habits,
}: {
  meditation: Ring;
  rituals: Ring;
  habits: Ring;
}) {
  return (
    <ul aria-label="Today's progress" className="grid grid-cols-3 gap-2" data-testid="today-rings">
      <ProgressRing name="Meditation" ring={meditation} tone="text-violet" />
      <ProgressRing name="Rituals" ring={rituals} tone="text-gold" />
      <ProgressRing name="Habits" ring={habits} tone="text-emerald" />
    </ul>
  );
}
