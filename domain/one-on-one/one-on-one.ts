import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { TimeZoneSchema } from '#domain/shared/dates';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

/** 1-on-1 monthly sessions (Premium). docs/plans.md has the rules. */
export const COACHING_STATUSES = ['requested', 'scheduled', 'done', 'cancelled'] as const;
export type CoachingStatus = (typeof COACHING_STATUSES)[number];

const COACHING_TOPIC_MAX = 500;
const COACHING_TIMES_MAX = 300;

export const COACHING_MESSAGES = {
  onePerMonth: (month: string) =>
    `You already have a 1-on-1 session for ${month}. Premium includes one session per calendar month.`,
  notAllowed: (from: CoachingStatus, to: CoachingStatus) => `A ${from} session cannot be marked ${to}.`,
} as const;

export const RequestCoachingSessionSchema = schemaOnFirstUse(() =>
  z.object({
    topic: z
      .string({ error: 'topic is required' })
      .trim()
      .min(3, 'topic must be 3-500 characters')
      .max(COACHING_TOPIC_MAX, 'topic must be 3-500 characters'),
    preferredTimes: z
      .string({ error: 'preferredTimes is required' })
      .trim()
      .min(3, 'preferredTimes must be 3-300 characters')
      .max(COACHING_TIMES_MAX, 'preferredTimes must be 3-300 characters'),
    timeZone: TimeZoneSchema,
  }),
);
export type RequestCoachingSession = z.infer<typeof RequestCoachingSessionSchema>;

/** A member may only cancel; admins schedule (time and link), mark done or cancel. */
export const UpdateCoachingSessionSchema = schemaOnFirstUse(() =>
  z.discriminatedUnion(
    'status',
    [
      z.object({
        status: z.literal('scheduled'),
        scheduledAt: z.iso.datetime({ offset: true, error: 'scheduledAt must be an ISO date-time' }),
        meetingUrl: z.url({ protocol: /^https$/, error: 'meetingUrl must be an https:// link' }),
      }),
      z.object({ status: z.literal('done') }),
      z.object({ status: z.literal('cancelled') }),
    ],
    { error: 'status must be scheduled, done or cancelled' },
  ),
);
export type UpdateCoachingSession = z.infer<typeof UpdateCoachingSessionSchema>;

export const CoachingSessionSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    /** The calendar month (YYYY-MM, in the member's zone) the session belongs to. */
    month: z.string(),
    topic: z.string(),
    preferredTimes: z.string(),
    timeZone: z.string(),
    status: z.enum(COACHING_STATUSES),
    scheduledAt: z.string().nullable(),
    meetingUrl: z.string().nullable(),
    /** The booking page (COACHING_BOOKING_URL) the member was sent to, when one is configured. */
    bookingUrl: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type CoachingSession = z.infer<typeof CoachingSessionSchema>;

export const CoachingSessionListSchema = schemaOnFirstUse(() =>
  z.object({
    sessions: z.array(CoachingSessionSchema),
    bookingUrl: z.string().nullable(),
  }),
);

const AdminCoachingSessionSchema = schemaOnFirstUse(() =>
  CoachingSessionSchema.unwrap().extend({
    member: z.object({ name: z.string(), email: z.string() }),
  }),
);
export const AdminCoachingSessionListSchema = schemaOnFirstUse(() => z.array(AdminCoachingSessionSchema));
export type AdminCoachingSession = z.infer<typeof AdminCoachingSessionSchema>;

/** Which moves each status allows; done and cancelled are final. Scheduling again reschedules. */
const TRANSITIONS: Record<CoachingStatus, readonly CoachingStatus[]> = {
  requested: ['scheduled', 'cancelled'],
  scheduled: ['scheduled', 'done', 'cancelled'],
  done: [],
  cancelled: [],
};

export function canMove(from: CoachingStatus, to: CoachingStatus, by: 'member' | 'admin'): boolean {
  if (by === 'member' && to !== 'cancelled') return false;
  return TRANSITIONS[from].includes(to);
}

const monthNames = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
export const monthName = (month: string) => monthNames().format(new Date(`${month}-01T00:00:00Z`));
