import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '#web/components/ui/toast/toast-store';
import { flushOutbox, onOutboxChange, setOutboxOwner, waitingCount } from './outbox';

/**
 * Sends the signed-in member's outbox (web/lib/outbox.ts) when the app opens and whenever the device comes back
 * online, then refreshes what is on screen. A write the server refuses is said out loud, never
 * dropped in silence.
 */
export function useOutboxSync(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setOutboxOwner(userId);
    const flush = () => {
      if (!navigator.onLine) return;
      flushOutbox()
        .then(({ sent, refused }) => {
          if (sent.length > 0) {
            void queryClient.invalidateQueries();
            toast({
              title: sent.length === 1 ? 'Your offline change is saved' : 'Your offline changes are saved',
              variant: 'success',
            });
          }
          for (const { entry, message } of refused)
            toast({
              title: `${entry.label} made offline could not be saved`,
              description: message,
              variant: 'destructive',
            });
        })
        .catch(() => undefined);
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      setOutboxOwner(null);
    };
  }, [queryClient, userId]);
}

/** How many changes wait in the outbox, kept current in this tab. */
export function useWaitingChanges(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void waitingCount()
        .then((value) => {
          if (live) setCount(value);
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return count;
}
