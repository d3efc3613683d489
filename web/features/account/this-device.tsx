import { Smartphone } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { usePushDevice, type DeviceState } from './use-push-device';

const STATUS: Record<DeviceState, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot receive push reminders. Try the installed app or another browser.',
  blocked:
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  off: 'This device does not receive reminders yet.',
  on: 'This device receives your reminders.',
};

/** Subscribes or unsubscribes the current browser for Web Push (each device separately). */
export function ThisDevice() {
  const { state, enable, disable, busy } = usePushDevice();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-night/40 px-4 py-3">
      <Smartphone className="shrink-0 text-muted" size={18} strokeWidth={1.75} aria-hidden />
      <p role="status" className="min-w-0 flex-1 text-sm text-muted">
        {STATUS[state]}
      </p>
      {state === 'on' ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => disable.mutate()}>
          Stop on this device
        </Button>
      ) : state === 'off' || state === 'blocked' ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => enable.mutate()}>
          Notify this device
        </Button>
      ) : null}
    </div>
  );
}
