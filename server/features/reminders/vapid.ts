import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { vapidKeys } from '#server/db/schema/reminders';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

const STORED_ID = 'default';

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
    const generated = webpush.generateVAPIDKeys();
    // Two instances starting together both generate; the first insert wins and both read it back.
    await db
      .insert(vapidKeys)
      .values({ id: STORED_ID, ...generated })
      .onConflictDoNothing({ target: vapidKeys.id });
    const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, STORED_ID));
    if (!row) throw new Error('VAPID keys could not be stored');
    return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}
