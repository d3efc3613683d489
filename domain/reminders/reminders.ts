import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DaySchema, HOUR_MS, addDays, localDay, type Day } from '#domain/shared/dates';

/**
 * Push reminders (docs/reminders.md): what a device sends to subscribe, what a notification carries,
 * and when the next one is due. The scheduling maths is pure: an instant, a local 'HH:MM' and an
 * IANA zone in, the next UTC instant out, correct across daylight saving.
 */
export const REMINDER_KINDS = ['practice', 'habit', 'moon'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A reminder more than this late (the servers were down at its time) is skipped, not sent: a morning
 * nudge must not arrive in the evening. Anything later than its time but within this is caught up by
 * the next scheduler tick (each minute).
 */
export const REMINDER_GRACE_MS = 2 * 3_600_000;
/** "Snooze 1 hour". */
export const SNOOZE_MS = 3_600_000;
/** The time a moon reminder uses when the member has no daily reminder time. */
export const DEFAULT_MOON_REMINDER_TIME = '09:00';

const Base64UrlSchema = schemaOnFirstUse(() =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: 'must be base64url' }),
);

/** POST /api/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const PushSubscriptionSchema = schemaOnFirstUse(() =>
  z.object({
    endpoint: z
      .url({ protocol: /^https$/, message: 'must be an https URL' })
      .max(2000, { message: 'is too long' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: Base64UrlSchema, auth: Base64UrlSchema }),
  }),
);
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const UnsubscribeSchema = schemaOnFirstUse(() =>
  z.object({ endpoint: z.string().min(1).max(2000) }).strict(),
);

/** GET /api/push-subscriptions: the member's devices, newest first, without their secrets. */
const PushDeviceSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    /** The push service's host (and port when not 443), e.g. fcm.googleapis.com. */
    host: z.string(),
    createdAt: z.iso.datetime(),
    lastSuccessAt: z.iso.datetime().nullable(),
  }),
);
export const PushDeviceListSchema = schemaOnFirstUse(() => z.array(PushDeviceSchema.unwrap()));
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushPublicKeySchema = schemaOnFirstUse(() => z.object({ publicKey: z.string() }));

/** What every notification carries for the service worker's "Done" and "Snooze 1 hour". */
const ReminderDataSchema = schemaOnFirstUse(() =>
  z.object({
    reminderId: z.string().min(1).max(400),
    kind: z.enum(REMINDER_KINDS),
    habitId: z.uuid().nullable(),
    day: z.string(),
    url: z.string(),
  }),
);

export const NotificationPayloadSchema = schemaOnFirstUse(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    tag: z.string(),
    actions: z.array(z.object({ action: z.string(), title: z.string() })),
    data: ReminderDataSchema,
  }),
);
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

/** POST /api/reminders/snooze: the notification's data, sent back by the service worker. */
/** POST /api/reminders/snooze: what the notification carries, with `day` a real date. */
export const SnoozeSchema = schemaOnFirstUse(() =>
  ReminderDataSchema.unwrap()
    .pick({
      reminderId: true,
      kind: true,
      habitId: true,
    })
    .extend({ day: DaySchema.unwrap() }),
);
export type Snooze = z.infer<typeof SnoozeSchema>;

export const NOTIFICATION_ACTIONS = [
  { action: 'done', title: 'Done' },
  { action: 'snooze', title: 'Snooze 1 hour' },
] as const;

// --------------------------------------------------------------------------------------------------
// Local wall-clock time -> UTC instant
// --------------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (local wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(new Date(instant))) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local day shows `time` ('HH:MM') in a zone. When daylight saving skips that time
 * (02:30 on a spring-forward night) the reminder comes as much later as the clocks jumped (03:30);
 * when the time happens twice (fall-back night) the first one counts.
 */
export function instantAtLocalTime(day: Day, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // Offsets a day either side cover any single transition near this wall time.
  const before = wall - offsetAt(wall - 24 * HOUR_MS, timeZone);
  const after = wall - offsetAt(wall + 24 * HOUR_MS, timeZone);
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const matches = [before, after].filter(shows).sort((a, b) => a - b);
  return new Date(matches[0] ?? before);
}

/** The first instant strictly after `after` at which the zone's clocks show `time`. */
export function nextLocalTime(after: Date, time: string, timeZone: string): Date {
  const today = localDay(after, timeZone);
  for (let offset = 0; ; offset += 1) {
    const candidate = instantAtLocalTime(addDays(today, offset), time, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
}

/** Whether a reminder due at `dueAt` may still be sent at `now` (see REMINDER_GRACE_MS). */
export const isFresh = (dueAt: Date, now: Date): boolean =>
  now.getTime() - dueAt.getTime() <= REMINDER_GRACE_MS;

/** The idempotency key of one reminder on one local day: the same key is sent at most once. */
export const reminderId = (scheduleKey: string, day: Day): string => `reminder:${scheduleKey}:${day}`;

// --------------------------------------------------------------------------------------------------
// What each reminder says
// --------------------------------------------------------------------------------------------------

export const PRACTICE_REMINDER = {
  title: 'Time for your daily rituals',
  body: 'A few minutes of alignment for today. Your rituals are waiting.',
  url: '/rituals',
} as const;

/** The practice reminder while the member follows a program: it names the day that is open. */
export const programReminderText = (
  program: { id: string; title: string },
  day: number,
  dayTitle: string,
) => ({
  title: `Day ${day} of ${program.title}`,
  body: `${dayTitle} is open. A few minutes whenever you are ready.`,
  url: `/programs/${program.id}`,
});

export const habitReminderText = (title: string, period: 'day' | 'week' | 'month') => ({
  title,
  body: `Still open this ${period}. Tick it off when it is done.`,
  url: '/wealth-habits',
});

export const moonReminderText = (phase: 'New Moon' | 'Full Moon', theme: string) => ({
  title: `${phase} today`,
  body: `A day for ${theme.toLowerCase()}. Your cosmic calendar has today's suggestions.`,
  url: '/astrology',
});
