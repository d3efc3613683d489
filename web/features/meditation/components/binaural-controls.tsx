import { Headphones } from 'lucide-react';
import { useId } from 'react';
import {
  BINAURAL_PRESETS,
  BINAURAL_STATUS,
  BINAURAL_VOLUME,
  HEADPHONES_NOTE,
} from '#domain/meditation/meditation';
import type { BinauralSettings } from '#domain/meditation/player';
import { BEAT_MODES, JOURNEYS, type BeatMode } from '#domain/meditation/journeys';
import { Label, Select } from '#web/components/ui/form-controls';
import { cn } from '#web/lib/cn';
import { ControlPanel, RangeControl } from './control-panel';

type Props = {
  settings: BinauralSettings;
  sounding: boolean;
  onToggle: () => void;
  onPreset: (presetId: string) => void;
  onMode: (mode: BeatMode) => void;
  onVolume: (volume: number) => void;
};

const MODE_LABELS: Record<BeatMode, string> = { binaural: 'Binaural', isochronic: 'Isochronic' };

const ISOCHRONIC_NOTE = 'Isochronic pulses work on speakers as well as headphones.';

/** Binaural toggle with its status line, the preset choice and the 0-1 volume slider. */
export function BinauralControls({ settings, sounding, onToggle, onPreset, onMode, onVolume }: Props) {
  const presetId = useId();
  const percent = `${Math.round(settings.volume * 100)}%`;
  const preset = BINAURAL_PRESETS.find((candidate) => candidate.id === settings.presetId);
  const journey = JOURNEYS.find((candidate) => candidate.id === settings.presetId);
  return (
    <ControlPanel
      title="Binaural beats"
      tone="violet"
      liveStatus
      checked={settings.enabled}
      onCheckedChange={onToggle}
      status={
        <>
          <span
            aria-hidden
            className={cn(
              'size-2 rounded-full',
              sounding ? 'bg-violet motion-safe:animate-pulse' : 'bg-line',
            )}
          />
          {sounding ? BINAURAL_STATUS.active : BINAURAL_STATUS.ready}
        </>
      }
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={presetId}>Preset</Label>
          <Select id={presetId} value={settings.presetId} onChange={(event) => onPreset(event.target.value)}>
            <optgroup label="Fixed beats">
              {BINAURAL_PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Journeys (the beat glides)">
              {JOURNEYS.map((journey) => (
                <option key={journey.id} value={journey.id}>
                  {journey.name}
                </option>
              ))}
            </optgroup>
          </Select>
          {preset ? (
            <p className="mt-1.5 text-xs text-muted tabular">
              {settings.mode === 'binaural'
                ? `Left ${preset.baseHz} Hz · right ${preset.baseHz + preset.beatHz} Hz · ${preset.beatHz} Hz beat`
                : `${preset.baseHz} Hz tone pulsing ${preset.beatHz} times a second`}
            </p>
          ) : journey ? (
            <p className="mt-1.5 text-xs text-muted tabular">
              {journey.carrierHz} Hz carrier · beat {journey.points.map(([, beat]) => beat).join(' → ')} Hz
            </p>
          ) : null}
        </div>
        <RangeControl
          label="Volume"
          value={settings.volume}
          shown={percent}
          range={BINAURAL_VOLUME}
          onChange={onVolume}
        />
      </div>
      <div
        role="radiogroup"
        aria-label="Beat style"
        className="mt-4 inline-flex rounded-xl border border-line p-1"
      >
        {BEAT_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={settings.mode === mode}
            onClick={() => onMode(mode)}
            className={cn(
              'min-h-9 rounded-lg px-3 text-sm font-medium transition-colors',
              settings.mode === mode
                ? 'bg-violet/25 text-ink ring-1 ring-violet'
                : 'text-muted hover:text-ink',
            )}
          >
            {MODE_LABELS[mode]}
          </button>
        ))}
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        <Headphones size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-violet" />
        {settings.mode === 'binaural' ? HEADPHONES_NOTE : ISOCHRONIC_NOTE}
      </p>
    </ControlPanel>
  );
}
