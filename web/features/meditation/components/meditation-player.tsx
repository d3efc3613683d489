import {
  currentSession,
  currentStep,
  progressPercent,
  remainingSeconds,
  type PlayerState,
} from '#domain/meditation-player';
import { soundFor } from '#domain/meditation-sound';
import { findScenario } from '#domain/meditation-scenarios';
import { Card } from '#web/components/ui/card';
import type { MeditationListItem } from '#domain/meditation-library';
import type { PlayerInput } from '#web/features/meditation/player/player-store';
import { useMediaSession } from '#web/features/meditation/player/use-media-session';
import { BinauralControls } from './binaural-controls';
import { SessionPicker, TYPE_LABELS } from './session-picker';
import { TransportControls } from './transport-controls';
import { VisualizationControls } from './visualization-controls';
import { VisualizationStage } from './visualization-stage';
import { VoiceControls } from './voice-controls';
import { NoVoiceNotice } from './no-voice-notice';
import { SleepStoryNote } from './sleep-story-note';
import { SoundscapeControls } from './soundscape-controls';
import type { SoundSettings } from '#web/features/meditation/player/sound-settings';
import { useVoiceGuide } from '#web/features/meditation/voice/use-voice-guide';

type Props = {
  state: PlayerState;
  send: (input: PlayerInput) => void;
  library: readonly MeditationListItem[] | undefined;
  sound: SoundSettings;
};

/** The meditation player card: picker, visual, transport, visualization mode and binaural beats. */
export function MeditationPlayer({ state, send, library, sound }: Props) {
  const session = currentSession(state);
  const scenario = state.mode === 'advanced' ? findScenario(state.scenarioId) : undefined;
  const guide = useVoiceGuide(state);
  useMediaSession(session.title, `${TYPE_LABELS[session.type]} meditation`, state.playing, send, {
    duration: session.duration * 60,
    position: Math.floor(state.elapsedMs / 1000),
  });

  return (
    <Card role="region" aria-label="Meditation player" className="flex flex-col gap-6">
      <SessionPicker
        session={session}
        playlist={state.playlist}
        library={library}
        selectedIndex={state.sessionIndex}
        open={state.listOpen}
        onOpenChange={(open) => send({ type: 'set-list-open', open })}
        onPick={(index) => send({ type: 'pick-session', index })}
      />
      <VisualizationStage
        mode={state.mode}
        scenario={scenario}
        step={currentStep(state)}
        caption={guide.caption}
      />
      <NoVoiceNotice availability={guide.availability} started={state.elapsedMs > 0} />
      <TransportControls
        playing={state.playing}
        elapsedSeconds={Math.floor(state.elapsedMs / 1000)}
        remainingSeconds={remainingSeconds(state)}
        progress={progressPercent(state)}
        stepsMode={scenario !== undefined}
        onPlay={() => send({ type: 'play' })}
        onPause={() => send({ type: 'pause' })}
        onPrevious={() => send({ type: 'previous' })}
        onNext={() => send({ type: 'next' })}
      />
      <SleepStoryNote sessionId={session.id} />
      <VisualizationControls
        mode={state.mode}
        scenario={scenario}
        onToggleMode={() => send({ type: 'toggle-mode' })}
        onChooseScenario={(scenarioId) => send({ type: 'choose-scenario', scenarioId })}
      />
      <VoiceControls guide={guide} />
      <BinauralControls
        settings={state.binaural}
        sounding={soundFor(state) !== null}
        onToggle={() => send({ type: 'toggle-binaural' })}
        onPreset={(presetId) => send({ type: 'set-preset', presetId })}
        onMode={(mode) => send({ type: 'set-beat-mode', mode })}
        onVolume={(volume) => send({ type: 'set-volume', volume })}
      />
      <SoundscapeControls settings={sound} />
    </Card>
  );
}
