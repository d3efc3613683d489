import { describe, expect, it } from 'vitest';
import { DeleteAccountSchema, ReminderTimeSchema } from './account';

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
});

describe('account deletion confirmation', () => {
  it('needs the word DELETE exactly', () => {
    expect(DeleteAccountSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    expect(DeleteAccountSchema.safeParse({ confirm: 'delete' }).success).toBe(false);
    expect(DeleteAccountSchema.safeParse({}).success).toBe(false);
  });
});
