import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import { findJourney, journeySchedule, SOUNDSCAPE_IDS, type SoundscapeId } from '#domain/meditation/journeys';
import type { SoundChange } from '#domain/meditation/sound';
import { parseCustomPreset } from '#domain/meditation/custom';
import { CHIME, strikeBell, type BellTone } from './bell';
import { buildBeatGraph, type BeatSpec, type BinauralGraph } from './binaural-graph';
import { buildSoundscape, type Layer } from './soundscape-graph';

export type SoundEngine = {
  /** Applies one change from soundChange(); call it inside the user's click so the context may start. */
  apply: (change: SoundChange) => void;
  /** Sets each soundscape's level (0 = off); levels only sound while `playing`. */
  setSoundscapes: (levels: Record<SoundscapeId, number>, playing: boolean) => void;
  /** Rings the chime (or another bell) now. */
  ring: (tone?: BellTone) => void;
  /** Glides everything down to silence over `seconds` (a sleep story's last minute). */
  fadeOut: (seconds: number) => void;
  /** Back to full level after a fade-out, for the next play. */
  restoreLevel: () => void;
  /** Stops the sound and closes the audio context (the page is being left). */
  dispose: () => void;
};

type Position = () => { elapsedSeconds: number; durationSeconds: number };

/**
 * Owns the page's one AudioContext and its master bus. Everything (beats, soundscapes, bells) goes
 * through the master into a MediaStreamAudioDestinationNode played by an <audio> element: phones
 * keep a playing media element alive on a locked screen, where a bare AudioContext is suspended.
 * If the element cannot play, the master falls back to the context's own speakers.
 */
export function createSoundEngine(
  position: Position,
  createContext: () => AudioContext = () => new AudioContext(),
): SoundEngine {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let element: HTMLAudioElement | null = null;
  let beats: BinauralGraph | null = null;
  const layers = new Map<SoundscapeId, { layer: Layer; level: number }>();

  const ensure = () => {
    if (!context || context.state === 'closed') {
      const created = createContext();
      const bus = new GainNode(created, { gain: 1 });
      const stream = new MediaStreamAudioDestinationNode(created);
      bus.connect(stream);
      const audio = new Audio();
      audio.srcObject = stream.stream;
      audio.play().catch(() => {
        bus.disconnect();
        bus.connect(created.destination);
      });
      context = created;
      master = bus;
      element = audio;
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return { context, master: master ?? context.destination };
  };

  const beatSpec = (presetId: string, mode: BeatSpec['mode']): BeatSpec | null => {
    const preset = BINAURAL_PRESETS.find((candidate) => candidate.id === presetId);
    if (preset) return { mode, carrierHz: preset.baseHz, beatHz: preset.beatHz };
    const custom = parseCustomPreset(presetId);
    if (custom) return { mode, carrierHz: custom.carrierHz, beatHz: custom.beatHz };
    const journey = findJourney(presetId);
    if (!journey) return null;
    const { elapsedSeconds, durationSeconds } = position();
    const glide = journeySchedule(journey, durationSeconds, elapsedSeconds);
    return { mode, carrierHz: journey.carrierHz, beatHz: glide[0]?.[1] ?? 10, glide: glide.slice(1) };
  };

  return {
    apply(change) {
      if (!change) return;
      switch (change.type) {
        case 'start':
        case 'restart': {
          const spec = beatSpec(change.presetId, change.mode);
          if (!spec) return;
          // A restart fades the old tones out while the new ones fade in: a cross-fade, no click.
          beats?.stop();
          const bus = ensure();
          beats = buildBeatGraph(bus.context, spec, change.volume, bus.master);
          return;
        }
        case 'volume':
          beats?.setVolume(change.volume);
          return;
        case 'stop':
          beats?.stop();
          beats = null;
      }
    },
    setSoundscapes(levels, playing) {
      for (const id of SOUNDSCAPE_IDS) {
        const level = playing ? levels[id] : 0;
        const current = layers.get(id);
        if (level > 0 && !current) {
          const bus = ensure();
          layers.set(id, { layer: buildSoundscape(bus.context, bus.master, id, level), level });
        } else if (level <= 0 && current) {
          current.layer.stop();
          layers.delete(id);
        } else if (current && current.level !== level) {
          current.layer.setVolume(level);
          current.level = level;
        }
      }
    },
    ring(tone = CHIME) {
      const bus = ensure();
      strikeBell(bus.context, bus.master, bus.context.currentTime + 0.02, tone);
    },
    fadeOut(seconds) {
      if (!context || !master) return;
      const now = context.currentTime;
      master.gain.cancelScheduledValues(now);
      master.gain.setValueAtTime(master.gain.value, now);
      master.gain.linearRampToValueAtTime(0, now + seconds);
    },
    restoreLevel() {
      if (!context || !master || master.gain.value === 1) return;
      const now = context.currentTime;
      master.gain.cancelScheduledValues(now);
      master.gain.setTargetAtTime(1, now, 0.1);
    },
    dispose() {
      beats = null;
      layers.clear();
      element?.pause();
      element = null;
      const closing = context;
      context = null;
      master = null;
      void closing?.close().catch(() => undefined);
    },
  };
}
