import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SignupModeSchema } from '#domain/admin/admin';
import type { SignupMode } from '#domain/admin/signup-modes';
import type { Database } from '#server/db/client';
import { appSettings } from '#server/db/schema/admin';

const SIGNUP_MODE_KEY = 'signup_mode';

/**
 * The sign-up mode in force: the value stored from the console (written from SIGNUP_MODE at first
 * start). A missing or unknown value refuses sign-up rather than opening it.
 */
export async function readSignupMode(db: Database): Promise<SignupMode> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SIGNUP_MODE_KEY))
    .limit(1);
  return SignupModeSchema.catch('closed').parse(row?.value ?? 'closed');
}

export async function writeSignupMode(db: Database, mode: SignupMode): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SIGNUP_MODE_KEY, value: mode })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: mode, updatedAt: new Date() } });
}

/**
 * At start: SIGNUP_MODE is written only when nothing is stored yet (the first start); afterwards the
 * console's choice wins, and one line says so when the two differ.
 */
export async function settleSignupMode(
  db: Database,
  configured: SignupMode,
  log: FastifyBaseLogger,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SIGNUP_MODE_KEY, value: configured })
    .onConflictDoNothing({ target: appSettings.key });
  const stored = await readSignupMode(db);
  if (stored !== configured)
    log.info(
      { stored, configured },
      `sign-up mode is ${stored} (set in the admin console); SIGNUP_MODE=${configured} applies only at first start`,
    );
}
