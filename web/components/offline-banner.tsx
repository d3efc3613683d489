import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useOutboxSync, useWaitingChanges } from '#web/lib/use-outbox-sync';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useOfflineCopy } from '#web/lib/use-offline-copy';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * A clear notice while the device is offline: data shown is the last synced, and changes wait (how
 * many, once there are some). It also sends the waiting changes when the device is back online and
 * keeps the worker's copy of the app current.
 */
export function OfflineBanner() {
  useOutboxSync(useSignedInUser().id);
  useOfflineCopy();
  const waiting = useWaitingChanges();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 border-b border-gold/30 bg-[#2a2110] px-4 py-2 text-center text-sm text-ink"
    >
      <WifiOff size={18} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
      <span>
        <strong className="font-semibold">You are offline.</strong> You are seeing your last synced data;
        changes will be saved when you reconnect.
        {waiting > 0 && ` ${waiting === 1 ? '1 change is' : `${waiting} changes are`} waiting to be sent.`}
      </span>
    </div>
  );
}
