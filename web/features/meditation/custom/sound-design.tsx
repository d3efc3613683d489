import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import type { Beats } from '#domain/meditation/custom';
import { BEAT_HZ, CARRIER_HZ, JOURNEYS, SOUNDSCAPES } from '#domain/meditation/journeys';
import { Input, Label, Select } from '#web/components/ui/form-controls';

export type MixDraft = Record<string, number>;
type Source = 'preset' | 'journey' | 'custom';

const sourceOf = (beats: Beats): Source =>
  beats.journey ? 'journey' : beats.carrierHz !== undefined ? 'custom' : 'preset';

/** Beats in a new mode; switching them on starts from the first preset when nothing is chosen yet. */
function withMode(beats: Beats, value: string): Beats {
  if (value !== 'binaural' && value !== 'isochronic') return { mode: 'off' };
  const chosen = beats.preset ?? beats.journey ?? beats.carrierHz;
  return chosen === undefined ? { mode: value, preset: BINAURAL_PRESETS[0]?.id } : { ...beats, mode: value };
}

/** Soundscape volumes (0 = off) for the builder. */
export function MixEditor({ mix, onChange }: { mix: MixDraft; onChange: (mix: MixDraft) => void }) {
  return (
    <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {SOUNDSCAPES.map(({ id, name }) => {
        const value = mix[id] ?? 0;
        const shown = value === 0 ? 'Off' : `${Math.round(value * 100)}%`;
        return (
          <div key={id}>
            <div className="flex justify-between text-sm font-medium text-muted">
              <label htmlFor={`mix-${id}`}>{name}</label>
              <span className="tabular">{shown}</span>
            </div>
            <input
              id={`mix-${id}`}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={value}
              aria-valuetext={shown}
              onChange={(event) => onChange({ ...mix, [id]: Number(event.target.value) })}
              className="h-11 w-full cursor-pointer accent-[#8B7CF6]"
            />
          </div>
        );
      })}
    </div>
  );
}

/** Beats: off, binaural or isochronic, from a preset, a journey or a custom carrier and beat. */
export function BeatsEditor({ beats, onChange }: { beats: Beats; onChange: (beats: Beats) => void }) {
  const source = sourceOf(beats);
  const setSource = (next: Source) =>
    onChange(
      next === 'preset'
        ? { mode: beats.mode, preset: BINAURAL_PRESETS[0]?.id }
        : next === 'journey'
          ? { mode: beats.mode, journey: JOURNEYS[0]?.id }
          : { mode: beats.mode, carrierHz: 200, beatHz: 7 },
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor="beats-mode">Beats</Label>
        <Select
          id="beats-mode"
          value={beats.mode}
          onChange={(event) => onChange(withMode(beats, event.target.value))}
        >
          <option value="off">Off</option>
          <option value="binaural">Binaural (headphones recommended)</option>
          <option value="isochronic">Isochronic (speakers are fine)</option>
        </Select>
      </div>
      {beats.mode === 'off' ? null : (
        <>
          <div>
            <Label htmlFor="beats-source">Beat from</Label>
            <Select
              id="beats-source"
              value={source}
              onChange={(event) =>
                setSource(
                  event.target.value === 'journey'
                    ? 'journey'
                    : event.target.value === 'custom'
                      ? 'custom'
                      : 'preset',
                )
              }
            >
              <option value="preset">A preset</option>
              <option value="journey">A journey (the beat glides)</option>
              <option value="custom">My own carrier and beat</option>
            </Select>
          </div>
          {source === 'preset' ? (
            <div>
              <Label htmlFor="beats-preset">Preset</Label>
              <Select
                id="beats-preset"
                value={beats.preset}
                onChange={(event) => onChange({ mode: beats.mode, preset: event.target.value })}
              >
                {BINAURAL_PRESETS.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {preset.name} ({preset.baseHz} Hz, {preset.beatHz} Hz beat)
                  </option>
                ))}
              </Select>
            </div>
          ) : source === 'journey' ? (
            <div>
              <Label htmlFor="beats-journey">Journey</Label>
              <Select
                id="beats-journey"
                value={beats.journey}
                onChange={(event) => onChange({ mode: beats.mode, journey: event.target.value })}
              >
                {JOURNEYS.map((journey) => (
                  <option key={journey.id} value={journey.id}>
                    {journey.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <div>
                <Label htmlFor="beats-carrier">Carrier (Hz)</Label>
                <Input
                  id="beats-carrier"
                  type="number"
                  min={CARRIER_HZ.min}
                  max={CARRIER_HZ.max}
                  value={beats.carrierHz ?? ''}
                  onChange={(event) => onChange({ ...beats, carrierHz: Number(event.target.value) })}
                />
              </div>
              <div>
                <Label htmlFor="beats-beat">Beat (Hz)</Label>
                <Input
                  id="beats-beat"
                  type="number"
                  step={0.5}
                  min={BEAT_HZ.min}
                  max={BEAT_HZ.max}
                  value={beats.beatHz ?? ''}
                  onChange={(event) => onChange({ ...beats, beatHz: Number(event.target.value) })}
                />
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
