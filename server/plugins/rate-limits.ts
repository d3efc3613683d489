import type { FastifyInstance } from 'fastify';
import { inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema/auth';
import { HttpError } from '#server/http/errors';
import { DAY_MS } from '#domain/shared/dates';

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
  return (await countAttempt(db, key, rule, now)) <= rule.max;
}

/** The start of the fixed window `now` falls in. */
export const windowStartOf = (rule: RateLimitRule, now = Date.now()) =>
  new Date(Math.floor(now / rule.windowMs) * rule.windowMs);

/** Counts one attempt under `key` in the current window and returns how many it has had. */
export async function countAttempt(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<number> {
  const windowStart = windowStartOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

/** Forgets the counts under these keys, and under every key starting with one of `prefixes`. */
export async function clearRateLimits(db: Database, keys: string[], prefixes: string[] = []): Promise<void> {
  const escaped = (prefix: string) => `${prefix.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  await db
    .delete(rateLimits)
    .where(
      or(inArray(rateLimits.key, keys), ...prefixes.map((prefix) => like(rateLimits.key, escaped(prefix)))),
    );
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

const PURGE_AFTER_MS = DAY_MS;

/** Windows older than a day can no longer limit anything: an hourly job drops them. */
export function registerRateLimitPurge(app: FastifyInstance, db: Database): void {
  app.jobs.every('rate-limits.purge', 'maintenance', 3_600_000, async (_payload, { now }) => {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - PURGE_AFTER_MS)));
  });
}
