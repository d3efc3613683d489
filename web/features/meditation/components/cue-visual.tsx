import { useId, type ReactNode } from 'react';
import type { VisualCue } from '#domain/meditation/scenarios';
import './visuals.css';

const GOLD = '#E2B857';
const VIOLET = '#8B7CF6';
const WARM = '#F4EFE6';

const CUE_LABELS: Record<VisualCue, string> = {
  'breath-orb': 'A softly breathing orb of light',
  'golden-temple': 'A golden temple glowing in warm light',
  'particle-field': 'A field of twinkling points of light',
  'energy-spiral': 'A spiral of rising energy',
  waterfall: 'A waterfall of golden light',
  portal: 'A portal of violet rings among the stars',
  'radiant-sun': 'A radiant golden sun',
};

/** Points on a golden-angle spiral: an even, natural-looking scatter without randomness. */
const FIELD = Array.from({ length: 36 }, (_, i) => {
  const radius = 12 + 80 * Math.sqrt((i + 0.5) / 36);
  const angle = i * 2.39996;
  return { x: 100 + radius * Math.cos(angle), y: 100 + radius * Math.sin(angle), delay: (i % 9) * 0.45 };
});

/** An Archimedean spiral (radius grows evenly with angle) winding out from the centre. */
const SPIRAL = Array.from({ length: 161 }, (_, i) => {
  const angle = (i / 160) * 5 * Math.PI;
  const radius = 4 + 5.4 * angle;
  const x = (100 + radius * Math.cos(angle)).toFixed(1);
  const y = (100 + radius * Math.sin(angle)).toFixed(1);
  return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
}).join(' ');

function Glow({ id, color }: { id: string; color: string }) {
  return (
    <radialGradient id={id}>
      <stop offset="0%" stopColor={color} stopOpacity="0.9" />
      <stop offset="55%" stopColor={color} stopOpacity="0.25" />
      <stop offset="100%" stopColor={color} stopOpacity="0" />
    </radialGradient>
  );
}

function drawing(cue: VisualCue, glow: string): ReactNode {
  switch (cue) {
    case 'breath-orb':
      return (
        <g className="meditation-breathe">
          <circle cx="100" cy="100" r="90" fill={`url(#${glow})`} />
          <circle cx="100" cy="100" r="46" fill={GOLD} opacity="0.85" />
          <circle cx="100" cy="100" r="62" fill="none" stroke={GOLD} strokeOpacity="0.4" />
        </g>
      );
    case 'golden-temple':
      return (
        <>
          <circle className="meditation-pulse" cx="100" cy="92" r="88" fill={`url(#${glow})`} />
          <path d="M40 78 L100 42 L160 78 Z" fill={GOLD} opacity="0.9" />
          {[54, 78, 102, 126].map((x) => (
            <rect key={x} x={x} y="84" width="12" height="62" rx="2" fill={GOLD} opacity="0.8" />
          ))}
          <rect x="36" y="150" width="128" height="8" rx="2" fill={GOLD} />
          <rect x="28" y="162" width="144" height="8" rx="2" fill={GOLD} opacity="0.7" />
        </>
      );
    case 'particle-field':
      return (
        <>
          <circle cx="100" cy="100" r="90" fill={`url(#${glow})`} opacity="0.5" />
          {FIELD.map((point, i) => (
            <circle
              key={i}
              className="meditation-twinkle"
              style={{ animationDelay: `${point.delay}s` }}
              cx={point.x}
              cy={point.y}
              r={i % 4 === 0 ? 3.2 : 2}
              fill={i % 3 === 0 ? GOLD : WARM}
            />
          ))}
        </>
      );
    case 'energy-spiral':
      return (
        <>
          <circle cx="100" cy="100" r="90" fill={`url(#${glow})`} opacity="0.6" />
          <g className="meditation-spin">
            <path d={SPIRAL} fill="none" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
          </g>
          <circle className="meditation-rise" cx="100" cy="100" r="8" fill={WARM} />
        </>
      );
    case 'waterfall':
      return (
        <>
          <ellipse cx="100" cy="172" rx="80" ry="16" fill={`url(#${glow})`} />
          {[56, 72, 88, 104, 120, 136].map((x, i) => (
            <path
              key={x}
              className="meditation-flow"
              style={{ animationDelay: `${i * 0.3}s` }}
              d={`M${x} 22 C ${x - 6} 80, ${x + 6} 120, ${x} 168`}
              fill="none"
              stroke={i % 2 ? WARM : GOLD}
              strokeOpacity={i % 2 ? 0.55 : 0.9}
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray="30 18"
            />
          ))}
          <rect x="44" y="16" width="104" height="8" rx="4" fill={GOLD} />
        </>
      );
    case 'portal':
      return (
        <>
          {FIELD.filter((_, i) => i % 2 === 0).map((point, i) => (
            <circle key={i} cx={point.x} cy={point.y} r="1.4" fill={WARM} opacity="0.6" />
          ))}
          <circle cx="100" cy="100" r="44" fill={`url(#${glow})`} />
          <g className="meditation-spin">
            <circle
              cx="100"
              cy="100"
              r="70"
              fill="none"
              stroke={VIOLET}
              strokeWidth="3"
              strokeDasharray="60 14"
            />
          </g>
          <g className="meditation-spin-reverse">
            <circle
              cx="100"
              cy="100"
              r="54"
              fill="none"
              stroke={VIOLET}
              strokeOpacity="0.7"
              strokeWidth="2"
              strokeDasharray="24 10"
            />
          </g>
          <circle
            className="meditation-pulse"
            cx="100"
            cy="100"
            r="36"
            fill="none"
            stroke={GOLD}
            strokeWidth="2"
          />
        </>
      );
    case 'radiant-sun':
      return (
        <>
          <circle className="meditation-pulse" cx="100" cy="100" r="92" fill={`url(#${glow})`} />
          <g className="meditation-spin">
            {Array.from({ length: 12 }, (_, i) => (
              <line
                key={i}
                x1="100"
                y1="26"
                x2="100"
                y2="46"
                stroke={GOLD}
                strokeWidth="4"
                strokeLinecap="round"
                transform={`rotate(${i * 30} 100 100)`}
              />
            ))}
          </g>
          <circle cx="100" cy="100" r="40" fill={GOLD} />
        </>
      );
  }
}

/** Draws one visual cue; its accessible name says what it shows. Motion stops under reduced motion. */
export function CueVisual({ cue, className }: { cue: VisualCue; className?: string }) {
  // useId's characters are not all safe inside url(#...), so keep only plain ones.
  const glow = `glow${useId().replace(/[^\w-]/g, '')}`;
  const color = cue === 'portal' ? VIOLET : GOLD;
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={CUE_LABELS[cue]} className={className}>
      <defs>
        <Glow id={glow} color={color} />
      </defs>
      {drawing(cue, glow)}
    </svg>
  );
}
