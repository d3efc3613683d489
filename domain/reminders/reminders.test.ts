import { describe, expect, it } from 'vitest';
import { PushSubscriptionSchema, instantAtLocalTime, isFresh, nextLocalTime } from './reminders';
import { nextMoonReminder, peakOnDay } from './schedule';

describe('instantAtLocalTime', () => {
  it.each<[string, string, string, string]>([
    ['2026-11-22', '08:00', 'UTC', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22', '08:00', 'Europe/Paris', '2026-11-22T07:00:00.000Z'],
    ['2026-07-01', '08:00', 'Europe/Paris', '2026-07-01T06:00:00.000Z'],
    ['2026-11-22', '08:00', 'Asia/Kolkata', '2026-11-22T02:30:00.000Z'],
    ['2026-11-22', '21:00', 'America/Los_Angeles', '2026-11-23T05:00:00.000Z'],
    ['2026-11-22', '00:00', 'Pacific/Kiritimati', '2026-11-21T10:00:00.000Z'],
    // Spring forward in New York: 02:30 does not exist, so it comes an hour later (03:30 EDT).
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '08:00', 'America/New_York', '2026-03-08T12:00:00.000Z'],
    ['2026-03-07', '08:00', 'America/New_York', '2026-03-07T13:00:00.000Z'],
    // Fall back in New York: 01:30 happens twice, the first (EDT) counts.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '08:00', 'America/New_York', '2026-11-01T13:00:00.000Z'],
    // Europe springs forward at 02:00 local on the last Sunday of March.
    ['2026-03-29', '02:15', 'Europe/Paris', '2026-03-29T01:15:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(instantAtLocalTime(day, time, zone).toISOString()).toBe(expected);
  });
});

describe('nextLocalTime', () => {
  it.each<[string, string, string, string]>([
    ['2026-11-22T06:59:00Z', '08:00', 'Europe/Paris', '2026-11-22T07:00:00.000Z'],
    ['2026-11-22T07:00:00Z', '08:00', 'Europe/Paris', '2026-11-23T07:00:00.000Z'],
    ['2026-11-22T23:30:00Z', '00:15', 'Europe/Paris', '2026-11-23T23:15:00.000Z'],
    ['2026-03-07T14:00:00Z', '08:00', 'America/New_York', '2026-03-08T12:00:00.000Z'],
    ['2026-10-31T13:00:00Z', '08:00', 'America/New_York', '2026-11-01T13:00:00.000Z'],
  ])('after %s, %s in %s is %s', (after, time, zone, expected) => {
    expect(nextLocalTime(new Date(after), time, zone).toISOString()).toBe(expected);
  });

  it('is 24 hours apart except across a DST change', () => {
    const first = nextLocalTime(new Date('2026-03-06T00:00:00Z'), '08:00', 'America/New_York');
    const second = nextLocalTime(first, '08:00', 'America/New_York');
    const third = nextLocalTime(second, '08:00', 'America/New_York');
    expect((second.getTime() - first.getTime()) / 3_600_000).toBe(24);
    expect((third.getTime() - second.getTime()) / 3_600_000).toBe(23);
  });
});

describe('isFresh', () => {
  const due = new Date('2026-11-22T07:00:00Z');
  it.each<[string, boolean]>([
    ['2026-11-22T07:00:00Z', true],
    ['2026-11-22T07:05:00Z', true],
    ['2026-11-22T09:00:00Z', true],
    ['2026-11-22T09:00:01Z', false],
    ['2026-11-22T18:00:00Z', false],
  ])('at %s: %s', (now, fresh) => expect(isFresh(due, new Date(now))).toBe(fresh));
});

describe('moon reminders', () => {
  it('falls on the local day of the next new or full moon, at the reminder time', () => {
    const reminder = nextMoonReminder(new Date('2026-11-01T00:00:00Z'), '09:00', 'Europe/Paris');
    expect(reminder).not.toBeNull();
    if (!reminder) return;
    expect(peakOnDay(reminder.peak.day, 'Europe/Paris')?.phase).toBe(reminder.peak.phase);
    expect(reminder.at.toISOString()).toBe(
      instantAtLocalTime(reminder.peak.day, '09:00', 'Europe/Paris').toISOString(),
    );
    const following = nextMoonReminder(reminder.at, '09:00', 'Europe/Paris');
    expect(following && following.peak.phase).not.toBe(reminder.peak.phase);
  });
});

describe('PushSubscriptionSchema', () => {
  const valid = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BNc', auth: 'tB' } };
  it.each<[string, unknown, boolean]>([
    ['a browser subscription', valid, true],
    ['with expirationTime null', { ...valid, expirationTime: null }, true],
    ['http endpoint', { ...valid, endpoint: 'http://push.example/abc' }, false],
    ['not a URL', { ...valid, endpoint: 'push' }, false],
    ['missing keys', { endpoint: valid.endpoint }, false],
    ['keys not base64url', { ...valid, keys: { p256dh: 'a b', auth: 'x' } }, false],
  ])('%s', (_name, value, ok) => expect(PushSubscriptionSchema.safeParse(value).success).toBe(ok));
});
