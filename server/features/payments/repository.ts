import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaidPlanId, PlanId } from '#domain/plans/plans';
import type { Database } from '#server/db/client';
import { billingAccounts, stripeEvents, type BillingAccountRow } from '#server/db/schema/payments';
import { users } from '#server/db/schema/users';
import { effectivePlanSql } from '#server/plans/effective-plan';

/** A subscription as this app keeps it, taken from a Stripe object observed at `at` (Stripe's clock). */
export type SubscriptionState = {
  subscriptionId: string;
  itemId: string | null;
  priceId: string | null;
  tier: PaidPlanId | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  at: Date;
};

const SETUP_LEASE = sql`interval '60 seconds'`;

export async function findBillingAccount(db: Database, userId: string): Promise<BillingAccountRow | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** The account row locked for the rest of the transaction, so state changes are compare-and-set. */
export async function lockBillingAccount(
  tx: Database,
  match: { userId: string } | { customerId: string },
): Promise<BillingAccountRow | null> {
  const where =
    'userId' in match
      ? eq(billingAccounts.userId, match.userId)
      : eq(billingAccounts.stripeCustomerId, match.customerId);
  const [row] = await tx.select().from(billingAccounts).where(where).limit(1).for('update');
  return row ?? null;
}

/** Who the Stripe customer is created for. */
export async function findCustomerDetails(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the setup lease on the user's account (creating the row on first use). Returns the row, or
 * null when another setup holds an unexpired lease.
 */
export async function claimSetupLease(db: Database, userId: string): Promise<BillingAccountRow | null> {
  await db.insert(billingAccounts).values({ userId }).onConflictDoNothing({ target: billingAccounts.userId });
  const [row] = await db
    .update(billingAccounts)
    .set({ setupLockedUntil: sql`now() + ${SETUP_LEASE}` })
    .where(
      and(
        eq(billingAccounts.userId, userId),
        or(isNull(billingAccounts.setupLockedUntil), lt(billingAccounts.setupLockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseSetupLease(db: Database, userId: string): Promise<void> {
  await db.update(billingAccounts).set({ setupLockedUntil: null }).where(eq(billingAccounts.userId, userId));
}

export async function saveCustomerId(db: Database, userId: string, customerId: string): Promise<void> {
  await db
    .update(billingAccounts)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, userId));
}

/** Writes a subscription state and the plan it grants, in the caller's transaction. */
export async function writeSubscriptionState(
  tx: Database,
  userId: string,
  state: SubscriptionState,
  stateAt: Date,
  plan: PlanId,
): Promise<void> {
  const now = new Date();
  await tx
    .update(billingAccounts)
    .set({
      stripeSubscriptionId: state.subscriptionId,
      stripeSubscriptionItemId: state.itemId,
      priceId: state.priceId,
      tier: state.tier,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stateAt,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, userId));
  // The caller announces the change once its transaction commits (announcePlanChange).
  await tx.update(users).set({ plan, updatedAt: now }).where(eq(users.id, userId));
}

export async function stripeEventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId))
    .limit(1);
  return row !== undefined;
}

/** Records an event id; false when it was already recorded (a replay). */
export async function recordStripeEvent(
  tx: Database,
  eventId: string,
  type: string,
  stripeCustomerId: string | null = null,
): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: eventId, type, stripeCustomerId })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** The plan in effect and the subscription behind it, in one round trip. */
export async function readSubscriptionStatus(db: Database, userId: string) {
  const [row] = await db
    .select({
      plan: effectivePlanSql,
      comped: sql<boolean>`${effectivePlanSql} <> ${users.plan}`,
      compUntil: users.compUntil,
      subscriptionId: billingAccounts.stripeSubscriptionId,
      status: billingAccounts.status,
      currentPeriodEnd: billingAccounts.currentPeriodEnd,
      cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
    })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
