import { Maximize2 } from 'lucide-react';
import {
  currentSession,
  currentStep,
  progressPercent,
  remainingSeconds,
  type PlayerState,
} from '#domain/meditation/player';
import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import { soundFor } from '#domain/meditation/sound';
import { findScenario } from '#domain/meditation/scenarios';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import type { MeditationListItem } from '#domain/meditation/library';
import type { MoodPrompt } from '#web/features/meditation/player/mood-prompts';
import type { PlayerInput } from '#web/features/meditation/player/player-store';
import { useMediaSession } from '#web/features/meditation/player/use-media-session';
import { BinauralControls } from './binaural-controls';
import { SessionCelebration } from './celebration';
import { FullScreenPlayer } from './full-screen-player';
import { MoodQuestion } from './mood-question';
import { SessionPicker, TYPE_LABELS } from './session-picker';
import { SoundSettings } from './sound-settings';
import { TransportControls } from './transport-controls';
import { VisualizationControls } from './visualization-controls';
import { VisualizationStage } from './visualization-stage';
import { VoiceControls } from './voice-controls';
import { NoVoiceNotice } from './no-voice-notice';
import { SleepStoryNote } from './sleep-story-note';
import { SoundscapeControls } from './soundscape-controls';
import type { SoundSettings as SoundSettingsValue } from '#web/features/meditation/player/sound-settings';
import { useVoiceGuide } from '#web/features/meditation/voice/use-voice-guide';

type Props = {
  state: PlayerState;
  send: (input: PlayerInput) => void;
  library: readonly MeditationListItem[] | undefined;
  sound: SoundSettingsValue;
  mood: { prompt: MoodPrompt; answer: (mood: number | null) => void };
  fullScreen: { open: boolean; setOpen: (open: boolean) => void };
};

/**
 * The meditation player card: picker, visual and transport, with the mixer folded behind "Sound
 * settings", and the same session in a full-screen player.
 */
export function MeditationPlayer({ state, send, library, sound, mood, fullScreen }: Props) {
  const session = currentSession(state);
  const scenario = state.mode === 'advanced' ? findScenario(state.scenarioId) : undefined;
  const guide = useVoiceGuide(state);
  const kind = `${TYPE_LABELS[session.type]} meditation`;
  useMediaSession(session.title, kind, state.playing, send, {
    duration: session.duration * 60,
    position: Math.floor(state.elapsedMs / 1000),
  });
  const preset = BINAURAL_PRESETS.find((item) => item.id === state.binaural.presetId);
  const summary = `Voice ${guide.settings.enabled ? 'on' : 'off'} · Beats ${
    state.binaural.enabled ? `on, ${preset?.name ?? 'custom'}` : 'off'
  }`;

  const stage = (
    <VisualizationStage
      mode={state.mode}
      scenario={scenario}
      step={currentStep(state)}
      caption={guide.caption}
    />
  );
  const transport = (large: boolean) => (
    <TransportControls
      large={large}
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
  );
  // Said before a session starts when no voice can speak, and under a sleep story's transport.
  const notes = (
    <>
      <NoVoiceNotice availability={guide.availability} started={state.elapsedMs > 0} />
      <SleepStoryNote sessionId={session.id} />
    </>
  );
  const question = mood.prompt ? (
    <>
      {mood.prompt.moment === 'after' ? <SessionCelebration /> : null}
      <MoodQuestion prompt={mood.prompt} onAnswer={mood.answer} />
    </>
  ) : null;
  const settings = (
    <SoundSettings summary={summary}>
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
    </SoundSettings>
  );

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
      {fullScreen.open ? null : stage}
      {fullScreen.open ? null : transport(false)}
      {fullScreen.open ? null : notes}
      {fullScreen.open ? null : question}
      <Button variant="secondary" onClick={() => fullScreen.setOpen(true)} className="self-center">
        <Maximize2 size={16} strokeWidth={1.75} aria-hidden />
        Full screen
      </Button>
      {fullScreen.open ? null : settings}
      <FullScreenPlayer
        open={fullScreen.open}
        onOpenChange={fullScreen.setOpen}
        title={session.title}
        subtitle={`${kind} · ${session.duration} min`}
        stage={stage}
        transport={transport(true)}
        below={
          <>
            {notes}
            {question}
            {settings}
          </>
        }
      />
    </Card>
  );
}
