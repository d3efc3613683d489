import * as SwitchPrimitive from '@radix-ui/react-switch';
import { Mic } from 'lucide-react';
import { useId } from 'react';
import { Label, Select } from '#web/components/ui/form-controls';
import type { VoiceGuide } from '#web/features/meditation/voice/use-voice-guide';
import { pickVoice } from '#web/features/meditation/voice/speech-voices';
import { VOICE_RATE, VOICE_VOLUME, voiceSettingsStore } from '#web/features/meditation/voice/voice-settings';

export const NO_VOICES_NOTE = 'This device has no speech voices, so the guidance appears as captions.';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Voice guidance on/off, the device voice, pace and voice volume; all remembered on this device. */
export function VoiceControls({
  guide,
}: {
  guide: Pick<VoiceGuide, 'availability' | 'settings' | 'studio'>;
}) {
  const { availability, settings, studio } = guide;
  const switchId = useId();
  const voiceId = useId();
  const rateId = useId();
  const volumeId = useId();
  const update = voiceSettingsStore.update;
  const voices = availability.status === 'ready' ? availability.voices : [];
  const chosen = pickVoice(voices, settings.voiceUri);
  return (
    <section
      aria-labelledby={`${switchId}-label`}
      className="rounded-2xl border border-line bg-raised/40 p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <label id={`${switchId}-label`} htmlFor={switchId} className="font-semibold text-ink">
            Voice guidance
          </label>
          <p className="mt-0.5 text-sm text-muted">
            {studio
              ? 'Studio voice, with captions, in time with the session.'
              : availability.status === 'none'
                ? NO_VOICES_NOTE
                : 'Spoken cues with captions, in time with the session.'}
          </p>
        </div>
        <SwitchPrimitive.Root
          id={switchId}
          checked={settings.enabled}
          onCheckedChange={(enabled) => update({ enabled })}
          className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-line bg-night transition-colors duration-200 data-[state=checked]:border-gold data-[state=checked]:bg-gold/80"
        >
          <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-ink shadow transition-transform duration-200 data-[state=checked]:translate-x-6" />
        </SwitchPrimitive.Root>
      </div>
      {voices.length > 0 ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <Label htmlFor={voiceId}>Voice</Label>
            <Select
              id={voiceId}
              value={chosen?.voiceURI ?? ''}
              onChange={(event) => update({ voiceUri: event.target.value })}
            >
              {voices.map((voice) => (
                <option key={voice.voiceURI} value={voice.voiceURI}>
                  {voice.name} ({voice.lang})
                </option>
              ))}
            </Select>
          </div>
          <Slider
            id={rateId}
            label="Pace"
            value={settings.rate}
            range={VOICE_RATE}
            shown={`${settings.rate.toFixed(2)}×`}
            onChange={(rate) => update({ rate })}
          />
          <Slider
            id={volumeId}
            label="Voice volume"
            value={settings.volume}
            range={VOICE_VOLUME}
            shown={percent(settings.volume)}
            onChange={(volume) => update({ volume })}
          />
        </div>
      ) : null}
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        <Mic size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
        Set the voice volume against the sound volume below to find your balance.
      </p>
    </section>
  );
}

type SliderProps = {
  id: string;
  label: string;
  value: number;
  shown: string;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
};

function Slider({ id, label, value, shown, range, onChange }: SliderProps) {
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
