import type { FastifyInstance } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema/auth';
import { HttpError } from '#server/http/errors';

export type RateLimitRule = { max: number; windowMs: number };

/**
 * Counts one attempt under `key` in the current fixed window, in the database, so every instance
 * shares the count (an attacker cannot multiply the limit by the number of instances). One upsert:
 * the row's lock serialises parallel attempts, so exactly `max` pass.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 1) <= rule.max;
}

/** Throws 429 with `message` once `key` has used up its attempts in this window. */
export async function enforceRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  message: string,
): Promise<void> {
  if (!(await consumeRateLimit(db, key, rule))) throw new HttpError(429, message);
}

const PURGE_AFTER_MS = 86_400_000;

/** Windows older than a day can no longer limit anything: an hourly job drops them. */
export function registerRateLimitPurge(app: FastifyInstance, db: Database): void {
  app.jobs.every('rate-limits.purge', 3_600_000, async (_payload, { now }) => {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - PURGE_AFTER_MS)));
  });
}
