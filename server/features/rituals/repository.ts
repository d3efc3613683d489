import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_RITUALS } from '#domain/rituals/rituals';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { batchedStatement } from '#server/db/statement-batches';
import { rituals, type RitualRow } from '#server/db/schema/rituals';
import { practiceChangeCtes } from '#server/practice/practice-log';

export async function listRituals(db: Database, userId: string, day: Day): Promise<RitualRow[]> {
  return db
    .select()
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.day, day)))
    .orderBy(asc(rituals.position), asc(rituals.createdAt), asc(rituals.title));
}

export async function countRituals(db: Database, userId: string, day: Day): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.day, day)));
  return row?.total ?? 0;
}

/** Inserts the default set; rows another request inserted first are skipped by the unique index. */
export async function insertDefaultRituals(db: Database, userId: string, day: Day): Promise<void> {
  await db
    .insert(rituals)
    .values(DEFAULT_RITUALS.map((title, position) => ({ userId, day, title, position })))
    .onConflictDoNothing({ target: [rituals.userId, rituals.day, rituals.title] });
}

/** Inserts a custom ritual, or returns null when that day already has one with the same title. */
export async function insertCustomRitual(
  db: Database,
  values: { userId: string; day: Day; title: string; position: number; requestId: string | null },
): Promise<RitualRow | null> {
  const [row] = await db
    .insert(rituals)
    .values({ ...values, isCustom: true })
    .onConflictDoNothing({ target: [rituals.userId, rituals.day, rituals.title] })
    .returning();
  return row ?? null;
}

/** The ritual a create with this client request id added, if any (a retried or replayed add). */
export async function findRitualByRequest(
  db: Database,
  userId: string,
  requestId: string,
): Promise<RitualRow | null> {
  const [row] = await db
    .select()
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export async function findRitualByTitle(
  db: Database,
  userId: string,
  day: Day,
  title: string,
): Promise<RitualRow | null> {
  const [row] = await db
    .select()
    .from(rituals)
    .where(and(eq(rituals.userId, userId), eq(rituals.day, day), eq(rituals.title, title)))
    .limit(1);
  return row ?? null;
}

const FoundSchema = z.object({
  ritual: z
    .object({
      id: z.string(),
      user_id: z.string(),
      day: z.string(),
      title: z.string(),
      position: z.number().int(),
      is_custom: z.boolean(),
      completed_at: z.string().nullable(),
      request_id: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  version: z.string().nullable(),
  time_zone: z.string().nullable(),
  has_webhooks: z.boolean().nullable(),
});

type RitualLookup = { userId: string; id: string };
type FoundRitual = {
  ritual: RitualRow;
  version: string;
  timeZone: string;
  /** The member has a webhook that may want the change (read here, so a toggle costs no more reads). */
  hasWebhooks: boolean;
};

/** Each member's ritual with its row version (xmin) and the member's time zone, in one read. */
async function findRitualsForUpdate(
  db: Database,
  lookups: readonly RitualLookup[],
): Promise<Array<FoundRitual | null>> {
  const rows = await executeRows(
    db,
    sql`select row_to_json(r) as ritual, r.xmin::text as version, u.time_zone,
      -- A disabled account's webhooks stay quiet (server/webhooks/webhook-events.ts).
      u.disabled_at is null and exists (select 1 from webhooks w where w.user_id = r.user_id) as has_webhooks
    from unnest(${sql.param(lookups.map((lookup) => lookup.id))}::uuid[],
        ${sql.param(lookups.map((lookup) => lookup.userId))}::uuid[]) with ordinality as item(id, user_id, n)
      left join daily_rituals r on r.id = item.id and r.user_id = item.user_id
      left join users u on u.id = r.user_id
    order by item.n`,
    FoundSchema,
  );
  return rows.map(({ ritual, version, time_zone, has_webhooks }) => {
    if (!ritual || version === null) return null;
    const row: RitualRow = {
      id: ritual.id,
      userId: ritual.user_id,
      day: ritual.day,
      title: ritual.title,
      position: ritual.position,
      isCustom: ritual.is_custom,
      completedAt: ritual.completed_at === null ? null : new Date(ritual.completed_at),
      requestId: ritual.request_id,
      createdAt: new Date(ritual.created_at),
    };
    return { ritual: row, version, timeZone: time_zone ?? 'UTC', hasWebhooks: has_webhooks === true };
  });
}

/**
 * The member's ritual as findRitualsForUpdate reads it, null when it is not theirs. Concurrent
 * look-ups share one statement (statement-batches.ts).
 */
export const findRitualForUpdate: (db: Database, lookup: RitualLookup) => Promise<FoundRitual | null> =
  batchedStatement({ keyOf: (lookup: RitualLookup) => lookup.id, run: findRitualsForUpdate });

const AppliedSchema = z.object({ applied: z.boolean() });

type RitualCompletion = { userId: string; ritual: RitualRow; version: string; completedAt: Date | null };

/**
 * Sets each ritual's completion and adds or removes its practice-log entry and the user's XP, all
 * in one statement (no transaction around it). Each applies only while its ritual is still at
 * `version`: a toggle that committed in between (another tab, another instance) makes it change
 * nothing and answer false, and the caller reads again. That check is what keeps the practice log
 * exact, since a statement sees only the rows committed when it began.
 */
async function applyRitualCompletions(
  db: Database,
  toggles: readonly RitualCompletion[],
): Promise<boolean[]> {
  const rows = await executeRows(
    db,
    sql`with item as (
      select * from unnest(${sql.param(toggles.map((toggle) => toggle.ritual.id))}::uuid[],
        ${sql.param(toggles.map((toggle) => toggle.userId))}::uuid[],
        ${sql.param(toggles.map((toggle) => toggle.version))}::text[],
        ${sql.param(toggles.map((toggle) => toggle.completedAt?.toISOString() ?? null))}::timestamptz[])
        with ordinality as item(id, user_id, version, completed_at, n)
    ),
    gate as (
      update daily_rituals set completed_at = item.completed_at from item
      where daily_rituals.id = item.id and daily_rituals.user_id = item.user_id
        and daily_rituals.xmin::text = item.version
      returning daily_rituals.id, daily_rituals.user_id, daily_rituals.day,
        daily_rituals.completed_at is not null as completing
    ),
    ${practiceChangeCtes({
      kind: 'ritual',
      added: sql`select user_id, day, id::text, 0 from gate where completing`,
      removed: sql`select user_id, id::text from gate where not completing`,
    })}
    select gate.id is not null as applied from item left join gate on gate.id = item.id order by item.n`,
    AppliedSchema,
  );
  return rows.map((row) => row.applied);
}

/**
 * One ritual's completion, as applyRitualCompletions says: true when it applied. Concurrent
 * toggles share one statement and commit (statement-batches.ts); one member's toggles take turns.
 */
export const applyRitualCompletion: (db: Database, toggle: RitualCompletion) => Promise<boolean> =
  batchedStatement({ keyOf: (toggle: RitualCompletion) => toggle.userId, run: applyRitualCompletions });

/**
 * Serialises changes to one member's day of rituals until the transaction ends: two adds at once
 * would otherwise both count the day below the cap and both insert. A transaction-scoped advisory
 * lock, so no row has to exist yet to be locked.
 */
export async function lockRitualDay(tx: Database, userId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rituals:${userId}:${day}`}))`);
}
