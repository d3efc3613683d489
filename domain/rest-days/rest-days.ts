import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { addDays, DaySchema, type Day } from '#domain/shared/dates';

/**
 * Rest days (docs/practice.md): days a member plans off. A rest day neither breaks nor extends the
 * practice streak and holds coherence where it was (the rule lives in domain/practice/streak.ts).
 */
export const REST_DAYS_PER_MONTH = 4;
/** How far ahead a rest day may be planned. */
const REST_DAY_HORIZON_DAYS = 366;

export const REST_DAY_MESSAGES = {
  monthFull: `You already have ${REST_DAYS_PER_MONTH} rest days this month, the most a month can hold.`,
  tooLate: 'date: a rest day can be marked ahead of time or for yesterday, not further back',
  tooFar: `date: a rest day can be planned up to ${REST_DAY_HORIZON_DAYS} days ahead`,
  notFound: 'That day is not one of your rest days.',
} as const;

export const RestDayBodySchema = schemaOnFirstUse(() => z.object({ date: DaySchema }).strict());
export const RestDayParamsSchema = schemaOnFirstUse(() => z.object({ date: DaySchema }));
export const RestDayRangeSchema = schemaOnFirstUse(() =>
  z
    .object({ from: DaySchema, to: DaySchema })
    .refine(({ from, to }) => from <= to, { message: 'to: must not be before from', path: ['to'] }),
);

export const RestDaySchema = schemaOnFirstUse(() => z.object({ date: DaySchema }));
export const RestDayListSchema = schemaOnFirstUse(() => z.array(RestDaySchema));

/** Why `day` cannot be marked or unmarked on the member's `today`, or null when it can. */
export function restDayWindowError(day: Day, today: Day): string | null {
  if (day < addDays(today, -1)) return REST_DAY_MESSAGES.tooLate;
  if (day > addDays(today, REST_DAY_HORIZON_DAYS)) return REST_DAY_MESSAGES.tooFar;
  return null;
}

/** The calendar month a rest day counts against ('YYYY-MM'). */
export const monthOf = (day: Day): string => day.slice(0, 7);
