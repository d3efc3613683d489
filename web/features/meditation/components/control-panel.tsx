import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type ControlPanelProps = {
  title: string;
  /** The line under the title: what the switch does, or what is sounding now. */
  status: ReactNode;
  /** Announce status changes (the binaural panel's "sounding" line). */
  liveStatus?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's colour when on: violet for sound, gold for the voice. */
  tone: 'violet' | 'gold';
  children: ReactNode;
};

/** One of the player's sound panels: a titled on/off switch with its status line, then its controls. */
export function ControlPanel({
  title,
  status,
  liveStatus = false,
  checked,
  onCheckedChange,
  tone,
  children,
}: ControlPanelProps) {
  const switchId = useId();
  return (
    <section
      aria-labelledby={`${switchId}-label`}
      className="rounded-2xl border border-line bg-raised/40 p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <label id={`${switchId}-label`} htmlFor={switchId} className="font-semibold text-ink">
            {title}
          </label>
          <p
            className="mt-0.5 flex items-center gap-2 text-sm text-muted"
            {...(liveStatus ? { 'aria-live': 'polite' as const } : {})}
          >
            {status}
          </p>
        </div>
        <SwitchPrimitive.Root
          id={switchId}
          checked={checked}
          onCheckedChange={onCheckedChange}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-line bg-night transition-colors duration-200',
            tone === 'violet'
              ? 'data-[state=checked]:border-violet data-[state=checked]:bg-violet/80'
              : 'data-[state=checked]:border-gold data-[state=checked]:bg-gold/80',
          )}
        >
          <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-ink shadow transition-transform duration-200 data-[state=checked]:translate-x-6" />
        </SwitchPrimitive.Root>
      </div>
      {children}
    </section>
  );
}

type RangeControlProps = {
  label: string;
  value: number;
  /** The value as the member reads it, e.g. "60%" or "1.00×"; also what a screen reader says. */
  shown: string;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
};

/** A labelled slider with its value shown beside the label. */
export function RangeControl({ label, value, shown, range, onChange }: RangeControlProps) {
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm font-medium text-muted">
        <label htmlFor={id}>{label}</label>
        <span className="tabular">{shown}</span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-[#E2B857]"
      />
    </div>
  );
}
