import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's Stripe customer and current subscription. `users.plan` is the plan in effect (what limits
 * read); it is rewritten in the same transaction whenever this row's state changes.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeSubscriptionItemId: text('stripe_subscription_item_id'),
  priceId: text('price_id'),
  tier: text('tier', { enum: ['pro', 'premium'] }),
  /** Stripe's subscription status as last applied. */
  status: text('status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Stripe's time of the newest state applied; older webhook events are ignored. */
  stateAt: timestamp('state_at', { withTimezone: true }),
  /** A short lease held while a subscription is being set up, so a double submit cannot create two. */
  setupLockedUntil: timestamp('setup_locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** Every Stripe event id processed, so a replayed delivery changes nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The customer the event was about, so the admin console can list a member's last events. */
    stripeCustomerId: text('stripe_customer_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_events_customer_idx').on(table.stripeCustomerId, table.processedAt)],
);
