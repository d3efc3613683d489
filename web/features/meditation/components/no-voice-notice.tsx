import { useSyncExternalStore } from 'react';
import { useStudioVoice } from '#web/features/meditation/api';
import type { VoiceAvailability } from '#web/lib/audio/speech-voices';
import { eyesOpenStore } from '#web/features/meditation/voice/eyes-open-settings';
import { ControlPanel } from './control-panel';

const NO_VOICE_HEADLINE = 'No voice to guide you here';
const NO_VOICE_EXPLANATION =
  'This device has no speech voice and no studio voice is set up, so the guidance appears as captions only. ' +
  'Eyes-open mode rings a soft bell as each new line appears: glance at it, then rest your eyes again.';

/**
 * Said before a session starts when nothing can speak (no device voice, no studio voice), with
 * eyes-open mode offered; kept on screen while that mode is on, so it can be switched off again.
 */
export function NoVoiceNotice({
  availability,
  started,
}: {
  availability: VoiceAvailability;
  started: boolean;
}) {
  const studio = useStudioVoice().data;
  const { bellPerCue } = useSyncExternalStore(eyesOpenStore.subscribe, eyesOpenStore.get);
  const voiceless = availability.status === 'none' && studio !== undefined && !studio.available;
  if (!voiceless && !bellPerCue) return null;
  return (
    <ControlPanel
      title="Eyes-open mode"
      tone="gold"
      checked={bellPerCue}
      onCheckedChange={(on) => eyesOpenStore.update({ bellPerCue: on })}
      status={bellPerCue ? 'A soft bell marks each new line.' : 'Off: captions only, no bell.'}
    >
      {voiceless && !started ? (
        <div role="status" className="mt-3 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-ink">
          <p className="font-semibold">{NO_VOICE_HEADLINE}</p>
          <p className="mt-1 text-muted">{NO_VOICE_EXPLANATION}</p>
        </div>
      ) : null}
    </ControlPanel>
  );
}
