import { MAX_FREQUENCY, MIN_FREQUENCY, SOLFEGGIO_TONES } from '#domain/energy/energy';

const percent = (hz: number) =>
  ((Math.min(MAX_FREQUENCY, Math.max(MIN_FREQUENCY, hz)) - MIN_FREQUENCY) / (MAX_FREQUENCY - MIN_FREQUENCY)) *
  100;

/** Where a frequency sits on the 396-963 Hz ladder: a track with the seven tones and a marker. */
export function ToneScale({ frequency }: { frequency: number }) {
  return (
    <div aria-hidden className="pt-1">
      <div className="relative h-1.5 rounded-full bg-raised">
        {SOLFEGGIO_TONES.map((tone) => (
          <span
            key={tone.hz}
            className="absolute top-1/2 size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-line"
            style={{ left: `${percent(tone.hz)}%` }}
          />
        ))}
        <span
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-violet transition-[left] duration-700 ease-out"
          style={{ left: `${percent(frequency)}%` }}
        />
      </div>
      <div className="mt-2 flex justify-between text-xs text-muted tabular">
        <span>{MIN_FREQUENCY} Hz</span>
        <span>{MAX_FREQUENCY} Hz</span>
      </div>
    </div>
  );
}
