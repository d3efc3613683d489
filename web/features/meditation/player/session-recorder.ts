import type { QueryClient } from '@tanstack/react-query';
import type { PlayerEffect } from '#domain/meditation/player';
import { toast } from '#web/components/ui/toast/toast-store';
import {
  completeMeditationSession,
  createCompletedSession,
  createMeditationSession,
  recordSessionMood,
  refreshPractice,
} from '#web/features/meditation/api';

export type MoodMoment = 'before' | 'after';

const RECORD_MESSAGES = {
  completedTitle: 'Session complete',
  completedDescription: (minutes: number) => `${minutes} minutes added to your practice.`,
  failedTitle: 'Session not saved',
  keptTitle: 'Session kept on this device',
  keptDescription: (minutes: number) =>
    `${minutes} minutes will be added to your practice when you are back online.`,
} as const;

/**
 * Turns the player's effects into API calls. The record is created when a run starts; completing
 * the run PATCHes that same record, so a finished session is never stored twice. If the create
 * failed (say the connection dropped at the start), completion creates the record already completed,
 * or, offline, keeps it to be sent once the device is back online (docs/offline.md).
 */
export function createSessionRecorder(queryClient: QueryClient) {
  const records = new Map<number, Promise<string | null>>();
  /** The record of the run that finished last, for the mood asked at its end. */
  let finished: Promise<string | null> = Promise.resolve(null);

  const start = (effect: Extract<PlayerEffect, { type: 'session-started' }>) => {
    const { type, duration, title, id: meditationId } = effect.session;
    const created = createMeditationSession({ type, duration, title, completed: false, meditationId }).then(
      (session) => {
        void refreshPractice(queryClient);
        return session.id;
      },
      () => null,
    );
    records.set(effect.run, created);
  };

  const complete = async (effect: Extract<PlayerEffect, { type: 'session-completed' }>) => {
    const { type, duration, title, id: meditationId } = effect.session;
    let settle: (id: string | null) => void = () => undefined;
    finished = new Promise((resolve) => (settle = resolve));
    try {
      const id = await (records.get(effect.run) ?? Promise.resolve(null));
      if (id) await completeMeditationSession(id);
      const sent = id
        ? null
        : await createCompletedSession({ type, duration, title, completed: true, meditationId });
      if (sent?.queued) {
        // Kept for later: no record yet, so the mood asked at the end is not stored.
        settle(null);
        toast({
          title: RECORD_MESSAGES.keptTitle,
          description: RECORD_MESSAGES.keptDescription(duration),
          variant: 'success',
        });
        return;
      }
      settle(id ?? sent?.data.id ?? null);
      toast({
        title: RECORD_MESSAGES.completedTitle,
        description: RECORD_MESSAGES.completedDescription(duration),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: RECORD_MESSAGES.failedTitle,
        description: error instanceof Error ? error.message : 'Request failed',
        variant: 'destructive',
      });
      settle(null);
    } finally {
      void refreshPractice(queryClient);
    }
  };

  /**
   * Stores the mood the member gave at the start of `run` or at the end of the last finished run,
   * once that session's record exists; a record that could not be made takes no mood.
   */
  const rateMood = async (moment: MoodMoment, run: number, mood: number | null) => {
    const id = await (moment === 'before' ? (records.get(run) ?? Promise.resolve(null)) : finished);
    if (!id) return;
    try {
      await recordSessionMood(id, moment === 'before' ? { moodBefore: mood } : { moodAfter: mood });
    } catch (error) {
      toast({
        title: 'Mood not saved',
        description: error instanceof Error ? error.message : 'Request failed',
        variant: 'destructive',
      });
    }
  };

  const record = (effect: PlayerEffect) => {
    if (effect.type === 'session-started') start(effect);
    else void complete(effect);
  };
  return { record, rateMood };
}
