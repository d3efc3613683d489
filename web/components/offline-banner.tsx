import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** A clear notice while the device is offline: data shown is the last synced, and changes wait. */
export function OfflineBanner() {
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
      </span>
    </div>
  );
}
