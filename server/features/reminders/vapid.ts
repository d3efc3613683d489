import webpush from 'web-push';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { storedVapidKeys } from './push-repository';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID identity push services know this server by. VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
 * otherwise a pair generated once and kept in the database, so every instance and every restart
 * signs with the same key (a new key would orphan every device's subscription).
 */
export function vapidSource(config: AppConfig, db: Database): () => Promise<Vapid> {
  const subject = config.VAPID_SUBJECT ?? `mailto:reminders@${new URL(config.publicUrl).hostname}`;
  let cached: Promise<Vapid> | null = null;
  const load = async (): Promise<Vapid> => {
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
      return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
    const stored = await storedVapidKeys(db, webpush.generateVAPIDKeys());
    return { ...stored, subject };
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}
