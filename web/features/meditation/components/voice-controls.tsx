import { Mic } from 'lucide-react';
import { useId } from 'react';
import { Label, Select } from '#web/components/ui/form-controls';
import { ControlPanel, RangeControl } from './control-panel';
import type { VoiceGuide } from '#web/features/meditation/voice/use-voice-guide';
import { pickVoice } from '#web/lib/audio/speech-voices';
import { VOICE_RATE, VOICE_VOLUME, voiceSettingsStore } from '#web/features/meditation/voice/voice-settings';

const NO_VOICES_NOTE = 'This device has no speech voices, so the guidance appears as captions.';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Voice guidance on/off, the device voice, pace and voice volume; all remembered on this device. */
export function VoiceControls({
  guide,
}: {
  guide: Pick<VoiceGuide, 'availability' | 'settings' | 'studio'>;
}) {
  const { availability, settings, studio } = guide;
  const voiceId = useId();
  const update = voiceSettingsStore.update;
  const voices = availability.status === 'ready' ? availability.voices : [];
  const chosen = pickVoice(voices, settings.voiceUri);
  return (
    <ControlPanel
      title="Voice guidance"
      tone="gold"
      checked={settings.enabled}
      onCheckedChange={(enabled) => update({ enabled })}
      status={
        studio
          ? 'Studio voice, with captions, in time with the session.'
          : availability.status === 'none'
            ? NO_VOICES_NOTE
            : 'Spoken cues with captions, in time with the session.'
      }
    >
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
          <RangeControl
            label="Pace"
            value={settings.rate}
            range={VOICE_RATE}
            shown={`${settings.rate.toFixed(2)}×`}
            onChange={(rate) => update({ rate })}
          />
          <RangeControl
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
    </ControlPanel>
  );
}
