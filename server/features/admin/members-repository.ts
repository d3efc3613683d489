import { and, desc, eq, getTableColumns, getTableName, ilike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { authIdentities, sessions } from '#server/db/schema/auth';
import { billingAccounts, stripeEvents } from '#server/db/schema/payments';
import { ALL_TABLES, PRIVATE_TABLES } from '#server/db/schema/registry';
import { users } from '#server/db/schema/users';
import { effectivePlanSql } from '#server/plans/effective-plan';
import type { Position } from './cursor';
import { after, atText } from './cursor-repository';

const STRIPE_EVENTS_SHOWN = 10;
const SignInsRowSchema = z.object({ identities: z.coerce.number(), last_active: z.string().nullable() });
const CountsRowSchema = z.record(z.string(), z.coerce.number());

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Members matching `q` in e-mail, first, last or full name, newest first. */
export async function findMembers(
  db: Database,
  q: string | undefined,
  position: Position | null,
  limit: number,
) {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const matches = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      )
    : undefined;
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      plan: effectivePlanSql,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      cursorAt: atText(users.createdAt),
    })
    .from(users)
    .where(and(matches, after(position, users.createdAt, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
}

export async function findMember(db: Database, id: string, lock = false) {
  const query = db
    .select({ user: users, plan: effectivePlanSql })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('no key update') : query);
  return row ?? null;
}

export async function billingOf(db: Database, userId: string) {
  const [account] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .limit(1);
  if (!account) return { account: null, events: [] };
  const events = account.stripeCustomerId
    ? await db
        .select({ id: stripeEvents.id, type: stripeEvents.type, at: stripeEvents.processedAt })
        .from(stripeEvents)
        .where(eq(stripeEvents.stripeCustomerId, account.stripeCustomerId))
        .orderBy(desc(stripeEvents.processedAt))
        .limit(STRIPE_EVENTS_SHOWN)
    : [];
  return { account, events };
}

/** Provider identities and the newest session's start: how and when the member last signed in. */
export async function signInsOf(db: Database, userId: string) {
  const [row] = await executeRows(
    db,
    sql`select
      (select count(*)::int from ${authIdentities} where ${authIdentities.userId} = ${userId}) as identities,
      (select max(${sessions.createdAt})::text from ${sessions} where ${sessions.userId} = ${userId}) as last_active`,
    SignInsRowSchema,
  );
  return {
    identities: row?.identities ?? 0,
    lastActiveAt: row?.last_active ? new Date(row.last_active) : null,
  };
}

/** The member's own data tables (not sign-in plumbing), found from the schema. */
const countedTables = (): { name: string; table: PgTable }[] =>
  ALL_TABLES.filter(
    (table) => table !== users && !PRIVATE_TABLES.includes(table) && getTableColumns(table).userId,
  ).map((table) => ({ name: getTableName(table), table }));

/** How many rows of each kind the member owns, in one statement; never what the rows say. */
export async function countsOf(db: Database, userId: string): Promise<Record<string, number>> {
  const tables = countedTables();
  const columns = tables.map(
    ({ name, table }) =>
      sql`(select count(*)::int from ${table} where ${getTableColumns(table).userId} = ${userId}) as ${sql.identifier(name)}`,
  );
  const [row = {}] = await executeRows(db, sql`select ${sql.join(columns, sql`, `)}`, CountsRowSchema);
  return Object.fromEntries(tables.map(({ name }) => [name, Number(row[name] ?? 0)]));
}

export async function setComp(
  db: Database,
  userId: string,
  comp: { plan: 'pro' | 'premium'; until: Date | null; reason: string } | null,
) {
  await db
    .update(users)
    .set({
      compPlan: comp?.plan ?? null,
      compUntil: comp?.until ?? null,
      compReason: comp?.reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function setDisabled(db: Database, userId: string, disabledAt: Date | null) {
  await db.update(users).set({ disabledAt, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setVerified(db: Database, userId: string, at: Date) {
  await db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
