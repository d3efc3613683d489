import { z } from 'zod';
import { PlanIdSchema } from '#domain/plans/plans';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

import { SIGNUP_MODES } from './signup-modes';
import { DAY_MS } from '#domain/shared/dates';

/** The operator's console (docs/operations.md, "The admin console"). */

export const SignupModeSchema = z.enum(SIGNUP_MODES, { error: 'must be open, invite or closed' });

export const INVITATION_DAYS_MAX = 30;
export const ADMIN_PAGE_SIZE = 25;
export const REASON_MAX = 500;

export const ADMIN_MESSAGES = {
  disabled: 'This account is disabled. Contact support.',
  signupClosed: 'New accounts cannot be created on this server right now.',
  inviteOnly: 'New accounts on this server are by invitation only. Ask the team for an invitation link.',
  invitationInvalid: 'This invitation link has expired or has already been used. Ask the team for a new one.',
  cannotChangeSelf: 'Admins cannot disable or delete their own account from the console.',
  jobNotFailed: 'Only a failed job can be retried or discarded.',
} as const;

const reason = () =>
  z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must be 3-500 characters')
    .max(REASON_MAX, 'reason must be 3-500 characters');

export const AdminReasonSchema = schemaOnFirstUse(() => z.object({ reason: reason() }));

export const DeleteMemberSchema = schemaOnFirstUse(() =>
  z.object({
    reason: reason(),
    confirm: z.literal('DELETE', { error: "confirm must be the word 'DELETE'" }),
  }),
);

/** A comped plan lasts through the whole of `until` (UTC); without it, until it is removed. */
export const GrantPlanSchema = schemaOnFirstUse(() =>
  z.object({
    plan: z.enum(['pro', 'premium'], { error: 'plan must be pro or premium' }),
    reason: reason(),
    until: z.iso.date({ error: 'until must be a date (YYYY-MM-DD)' }).optional(),
  }),
);
export type GrantPlan = z.infer<typeof GrantPlanSchema>;

export const MemberQuerySchema = schemaOnFirstUse(() =>
  z.object({
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
    cursor: z.string().max(200, 'cursor is not valid').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number from 1 to 100' })
      .int('limit must be a number from 1 to 100')
      .min(1, 'limit must be a number from 1 to 100')
      .max(100, 'limit must be a number from 1 to 100')
      .default(ADMIN_PAGE_SIZE),
  }),
);

const AdminMemberSummarySchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    plan: PlanIdSchema,
    disabled: z.boolean(),
    verified: z.boolean(),
  }),
);

export const AdminMemberListSchema = schemaOnFirstUse(() =>
  z.object({ members: z.array(AdminMemberSummarySchema), nextCursor: z.string().nullable() }),
);

const CompSchema = schemaOnFirstUse(() =>
  z.object({ plan: z.enum(['pro', 'premium']), reason: z.string(), until: z.iso.date().nullable() }),
);
export type Comp = z.infer<typeof CompSchema>;

export const AdminMemberDetailSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** The plan in effect: the higher of the comp (while it lasts) and the Stripe subscription's. */
    plan: PlanIdSchema,
    subscriptionPlan: PlanIdSchema,
    comp: CompSchema.nullable(),
    subscription: z
      .object({
        status: z.string().nullable(),
        currentPeriodEnd: z.iso.datetime().nullable(),
        cancelAtPeriodEnd: z.boolean(),
      })
      .nullable(),
    stripeEvents: z.array(z.object({ id: z.string(), type: z.string(), at: z.iso.datetime() })),
    verified: z.boolean(),
    disabled: z.boolean(),
    disabledAt: z.iso.datetime().nullable(),
    signInMethods: z.array(z.enum(['password', 'provider'])),
    createdAt: z.iso.datetime(),
    lastActiveAt: z.iso.datetime().nullable(),
    /** How many rows the member owns per kind; never what they wrote. */
    counts: z.record(z.string(), z.number().int()),
  }),
);
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

export const JOB_STATES = ['due', 'running', 'failed'] as const;
export const JobQuerySchema = schemaOnFirstUse(() =>
  z.object({
    state: z.enum(JOB_STATES, { error: 'state must be due, running or failed' }).default('failed'),
    cursor: z.string().max(200, 'cursor is not valid').optional(),
  }),
);

const AdminJobSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    queue: z.string(),
    state: z.enum(JOB_STATES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: z.iso.datetime(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type AdminJob = z.infer<typeof AdminJobSchema>;
export const AdminJobListSchema = schemaOnFirstUse(() =>
  z.object({ jobs: z.array(AdminJobSchema), nextCursor: z.string().nullable() }),
);

const AuditEntrySchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    at: z.iso.datetime(),
    adminEmail: z.string(),
    action: z.string(),
    subjectType: z.string(),
    subjectId: z.string().nullable(),
    memberEmail: z.string().nullable(),
    reason: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = schemaOnFirstUse(() =>
  z.object({ entries: z.array(AuditEntrySchema), nextCursor: z.string().nullable() }),
);
export const CursorQuerySchema = schemaOnFirstUse(() =>
  z.object({ cursor: z.string().max(200, 'cursor is not valid').optional() }),
);

export const SetSignupModeSchema = schemaOnFirstUse(() =>
  z.object({ mode: z.enum(SIGNUP_MODES, { error: 'mode must be open, invite or closed' }) }),
);
export const SignupModeAnswerSchema = schemaOnFirstUse(() => z.object({ mode: SignupModeSchema }));

export const CreateInvitationSchema = schemaOnFirstUse(() =>
  z.object({
    expiresInDays: z
      .number({ error: 'expiresInDays must be a whole number of days from 1 to 30' })
      .int('expiresInDays must be a whole number of days from 1 to 30')
      .min(1, 'expiresInDays must be a whole number of days from 1 to 30')
      .max(INVITATION_DAYS_MAX, 'expiresInDays must be a whole number of days from 1 to 30'),
  }),
);
export const CreatedInvitationSchema = schemaOnFirstUse(() =>
  z.object({ id: z.uuid(), url: z.url(), expiresAt: z.iso.datetime() }),
);
const InvitationSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    createdByEmail: z.string(),
    expiresAt: z.iso.datetime(),
    usedAt: z.iso.datetime().nullable(),
    usedByEmail: z.string().nullable(),
  }),
);
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = schemaOnFirstUse(() =>
  z.object({ invitations: z.array(InvitationSchema) }),
);

/** The end of a comp: the start of the day after `until`, UTC (the comp lasts all of that day). */
export function compEndsAt(until: string): Date {
  return new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS);
}
/** The last day of a comp that ends at `endsAt`. */
export function compLastDay(endsAt: Date): string {
  return new Date(endsAt.getTime() - DAY_MS).toISOString().slice(0, 10);
}
