import { describe, expect, it } from 'vitest';
import { DeleteAccountSchema, ReminderTimeSchema, msUntilNextReminder } from './account';

describe('reminder time', () => {
  it.each([
    ['07:30', true],
    ['23:59', true],
    ['00:00', true],
    ['24:00', false],
    ['7:30', false],
    ['07:60', false],
    ['', false],
  ])('%s valid: %s', (value, valid) => expect(ReminderTimeSchema.safeParse(value).success).toBe(valid));

  it('accepts null for no reminder', () => expect(ReminderTimeSchema.parse(null)).toBeNull());

  it('waits until later today, or until tomorrow once the time has passed', () => {
    const now = new Date(2026, 10, 21, 7, 0, 0);
    expect(msUntilNextReminder(now, '07:30')).toBe(30 * 60_000);
    expect(msUntilNextReminder(now, '07:00')).toBe(24 * 3_600_000);
    expect(msUntilNextReminder(now, '06:59')).toBe(24 * 3_600_000 - 60_000);
  });
});

describe('account deletion confirmation', () => {
  it('needs the word DELETE exactly', () => {
    expect(DeleteAccountSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    expect(DeleteAccountSchema.safeParse({ confirm: 'delete' }).success).toBe(false);
    expect(DeleteAccountSchema.safeParse({}).success).toBe(false);
  });
});
