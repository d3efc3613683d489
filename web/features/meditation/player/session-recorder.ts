import type { QueryClient } from '@tanstack/react-query';
import type { PlayerEffect } from '#domain/meditation-player';
import { toast } from '#web/components/ui/toast/toast-store';
import {
  completeMeditationSession,
  createMeditationSession,
  refreshPractice,
} from '#web/features/meditation/api';

export const RECORD_MESSAGES = {
  completedTitle: 'Session complete',
  completedDescription: (minutes: number) => `${minutes} minutes added to your practice.`,
  failedTitle: 'Session not saved',
} as const;

/**
 * Turns the player's effects into API calls. The record is created when a run starts; completing
 * the run PATCHes that same record, so a finished session is never stored twice. If the create
 * failed (say the connection dropped at the start), completion creates the record already completed.
 */
export function createSessionRecorder(queryClient: QueryClient) {
  const records = new Map<number, Promise<string | null>>();

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
    try {
      const id = await (records.get(effect.run) ?? Promise.resolve(null));
      records.delete(effect.run);
      if (id) await completeMeditationSession(id);
      else await createMeditationSession({ type, duration, title, completed: true, meditationId });
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
    } finally {
      void refreshPractice(queryClient);
    }
  };

  return (effect: PlayerEffect) => {
    if (effect.type === 'session-started') start(effect);
    else void complete(effect);
  };
}
