import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { PushPublicKeySchema } from '#domain/reminders/reminders';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toast } from '#web/components/ui/toast/toast-store';

export type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** The VAPID public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new Error('Reminders need the installed app or a page served by Abundance over https.');
  return found;
}

async function subscribeDevice(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error('Notifications are blocked for this site. Allow them in the browser’s site settings.');
  const { publicKey } = await apiGet('/api/push/public-key', PushPublicKeySchema);
  const subscription = await (
    await registration()
  ).pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await apiRequest('POST', '/api/push-subscriptions', {
    body: subscription.toJSON(),
    schema: z.object({ endpoint: z.string() }),
  });
}

async function unsubscribeDevice(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  // Forget it on the server first: a failed request leaves the device subscribed, not orphaned.
  await apiRequest('DELETE', '/api/push-subscriptions', { body: { endpoint: subscription.endpoint } }).catch(
    (error: unknown) => {
      if (!(error instanceof Error && /not found/i.test(error.message))) throw error;
    },
  );
  await subscription.unsubscribe();
}

/** Whether this browser receives push reminders, and the switches to change it. */
export function usePushDevice() {
  const [state, setState] = useState<DeviceState>('checking');
  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    void navigator.serviceWorker
      .getRegistration()
      .then((found) => found?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const onError = (failure: Error) => {
    if (Notification.permission === 'denied') setState('blocked');
    toast({ title: 'Could not change this device', description: failure.message, variant: 'destructive' });
  };
  const enable = useMutation({
    mutationFn: subscribeDevice,
    onSuccess: () => {
      setState('on');
      toast({ title: 'This device will get your reminders', variant: 'success' });
    },
    onError,
  });
  const disable = useMutation({
    mutationFn: unsubscribeDevice,
    onSuccess: () => {
      setState('off');
      toast({ title: 'Reminders stopped on this device', variant: 'success' });
    },
    onError,
  });
  return { state, enable, disable, busy: enable.isPending || disable.isPending };
}
