import { describe, expect, it } from 'vitest';
import { CountrySchema, countryFromTimeZone, memberCountry } from './country';

describe('countryFromTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'DE'],
    ['Europe/Oslo', 'NO'],
    ['Europe/Copenhagen', 'DK'],
    ['Europe/Stockholm', 'SE'],
    ['America/Toronto', 'CA'],
    ['America/New_York', 'US'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['Europe/Zurich', 'CH'],
    ['Europe/London', 'GB'],
    ['Australia/Sydney', 'AU'],
    ['America/Sao_Paulo', 'BR'],
    ['UTC', null],
    ['Etc/GMT+3', null],
    ['Not/AZone', null],
  ])('%s is %s', (zone, country) => {
    expect(countryFromTimeZone(zone)).toBe(country);
  });
});

describe('memberCountry', () => {
  it.each([
    [{ country: 'FR', timeZone: 'Europe/Berlin' }, 'FR'],
    [{ country: null, timeZone: 'Europe/Berlin' }, 'DE'],
    [{ country: null, timeZone: 'UTC' }, null],
  ])('%o is %s', (member, country) => {
    expect(memberCountry(member)).toBe(country);
  });
});

describe('CountrySchema', () => {
  it.each([
    ['de', 'DE'],
    ['NO', 'NO'],
    [null, null],
  ])('accepts %s as %s', (input, output) => {
    expect(CountrySchema.parse(input)).toBe(output);
  });
  it.each(['XX', 'DEU', '', 'Germany', 12])('refuses %s', (input) => {
    expect(CountrySchema.safeParse(input).success).toBe(false);
  });
});
