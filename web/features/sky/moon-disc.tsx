import { useId } from 'react';
import { cn } from '#web/lib/cn';

type Props = {
  /** Share of the disc lit, 0-100. */
  illumination: number;
  /** Growing Moon: lit from the right as seen from the northern hemisphere. */
  waxing: boolean;
  /** Seen from the southern hemisphere the lit side is the other one. */
  southern?: boolean;
  className?: string;
  /** Read out when the disc stands alone; omitted, it is decorative. */
  label?: string;
};

const R = 15;
const C = 16;

/**
 * The Moon as it looks: a dark disc with the lit part bounded by the limb on the sunward side and
 * the terminator, an ellipse whose half-width is |2k - 1| of the radius for a lit share k. The same
 * drawing on every device and theme, unlike the phase emoji it replaces.
 */
export function MoonDisc({ illumination, waxing, southern = false, className, label }: Props) {
  const clip = useId();
  const k = Math.min(1, Math.max(0, illumination / 100));
  const terminator = Math.abs(2 * k - 1) * R;
  // From the top along the lit limb to the bottom, back up along the terminator: it bulges toward
  // the lit side while the Moon is a crescent and away from it once gibbous.
  const sweepBack = k < 0.5 ? 0 : 1;
  const lit = `M ${C} ${C - R} A ${R} ${R} 0 0 1 ${C} ${C + R} A ${terminator} ${R} 0 0 ${sweepBack} ${C} ${C - R} Z`;
  const litOnRight = waxing !== southern;
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <clipPath id={clip}>
          <circle cx={C} cy={C} r={R} />
        </clipPath>
      </defs>
      <circle cx={C} cy={C} r={R} fill="#1D1A3A" />
      {k > 0.005 ? (
        <path
          d={lit}
          fill="#F1E7CF"
          clipPath={`url(#${clip})`}
          transform={litOnRight ? undefined : `matrix(-1 0 0 1 ${2 * C} 0)`}
        />
      ) : null}
      <circle cx={C} cy={C} r={R} fill="none" stroke="#5A5390" strokeWidth="1" />
    </svg>
  );
}
