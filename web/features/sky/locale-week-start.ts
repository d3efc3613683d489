import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { weekStartForRegion, weekdayFromIsoDay, type Weekday } from '#domain/sky/calendar';

const WeekInfoSchema = schemaOnFirstUse(() => z.object({ firstDay: z.number().int().min(1).max(7) }));

/**
 * The first day of the week for a locale. Chromium and Safari say so through Intl.Locale week info
 * (`getWeekInfo()`, formerly the `weekInfo` getter); elsewhere the locale's region decides through
 * CLDR's table, and Monday (ISO 8601) when there is no region at all.
 */
export function localeWeekStart(languageTag: string): Weekday {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(languageTag);
  } catch {
    return weekStartForRegion(undefined);
  }
  const getWeekInfo: unknown = Reflect.get(locale, 'getWeekInfo');
  const info: unknown =
    typeof getWeekInfo === 'function' ? getWeekInfo.call(locale) : Reflect.get(locale, 'weekInfo');
  const parsed = WeekInfoSchema.safeParse(info);
  if (parsed.success) return weekdayFromIsoDay(parsed.data.firstDay);
  return weekStartForRegion(locale.region ?? locale.maximize().region);
}

export function browserWeekStart(): Weekday {
  return localeWeekStart(typeof navigator === 'undefined' ? 'en-US' : navigator.language);
}
