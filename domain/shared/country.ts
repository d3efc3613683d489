import { getAllCountries, getCountry, getCountryForTimezone } from 'countries-and-timezones';
import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';

/**
 * The member's country, an ISO 3166-1 alpha-2 code, or null for "from my time zone". It chooses the
 * crisis line and the free help the coach names (docs/coach.md).
 */
export const CountrySchema = schemaOnFirstUse(() =>
  z
    .string({ error: 'country must be a two-letter country code such as DE, or null' })
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value) && getCountry(value) !== null, {
      message: 'country must be a two-letter country code such as DE, or null',
    })
    .nullable(),
);

/** Every country code the table knows, for the settings list. */
export function countryCodes(): string[] {
  return Object.keys(getAllCountries()).sort();
}

/**
 * The country a time zone belongs to, or null (UTC, Etc/*). A zone that others link to lists several
 * countries (Europe/Berlin: DE, DK, NO, SE), and only the first is the zone's own; a linked zone
 * (Europe/Oslo) names its own country alone, so Oslo is Norway and not Germany.
 */
export function countryFromTimeZone(timeZone: string): string | null {
  return getCountryForTimezone(timeZone)?.id ?? null;
}

/** The country that chooses the member's help: the one they set, else the one of their time zone. */
export function memberCountry(member: { country: string | null; timeZone: string }): string | null {
  return member.country ?? countryFromTimeZone(member.timeZone);
}
