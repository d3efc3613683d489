import { randomUUID } from 'node:crypto';
import { SearchMoonPhase } from 'astronomy-engine';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

type ParsedEvent = { summary: string; start: Date; end: Date | null; uid: string; description: string };

function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      uid: event.uid,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: component.hasProperty('dtend') ? event.endDate.toJSDate() : null,
    };
  });
}

describe('calendar feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const feedPath = (url: string) => new URL(url).pathname;

  it('serves twelve months of new and full moons as valid iCalendar without a session', async () => {
    const user = await t.createUser();
    const response = await t.as(user, { method: 'GET', url: '/api/calendar-feed' });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http.*\/api\/calendar-feed\/[A-Za-z0-9_-]{32}$/);
    // Stable until reset.
    expect((await t.as(user, { method: 'GET', url: '/api/calendar-feed' })).json().url).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('private, max-age=3600');
    // Every line ends in CRLF, the last one too (RFC 5545 section 3.1).
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const events = parseFeed(feed.body);
    const fulls = events.filter((event) => event.summary.startsWith('Full Moon in '));
    const news = events.filter((event) => event.summary.startsWith('New Moon in '));
    expect(fulls.length).toBeGreaterThanOrEqual(12);
    expect(fulls.length).toBeLessThanOrEqual(13);
    expect(news.length).toBeGreaterThanOrEqual(12);
    // Each full moon within two minutes of the ephemeris' own search for 180 degrees of elongation.
    for (const full of fulls) {
      const exact = SearchMoonPhase(180, new Date(full.start.getTime() - 86_400_000), 2)?.date;
      expect(Math.abs((exact?.getTime() ?? 0) - full.start.getTime())).toBeLessThan(120_000);
      expect(full.summary).toMatch(
        /^Full Moon in (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/,
      );
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.some((event) => event.summary.startsWith('Moon enters'))).toBe(false);
  });

  it('adds sign changes and void-of-course periods on request, and refuses unknown options', async () => {
    const user = await t.createUser();
    const { url } = (await t.as(user, { method: 'GET', url: '/api/calendar-feed' })).json();
    const feed = await t.app.inject({ method: 'GET', url: `${feedPath(url)}?include=signs,voids` });
    const events = parseFeed(feed.body);
    expect(events.filter((event) => event.summary.startsWith('Moon enters ')).length).toBeGreaterThan(140);
    const voids = events.filter((event) => event.summary === 'Moon void of course');
    expect(voids.length).toBeGreaterThan(140);
    for (const period of voids) expect(period.end && period.end > period.start).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: `${feedPath(url)}?include=planets` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/include: may list only signs and voids/);
  });

  it('lists the member’s intention reminders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    const user = await t.createUser();
    const made = await t.as(user, {
      method: 'POST',
      url: '/api/moon-intentions',
      payload: { text: 'Close the Harper deal', requestId: randomUUID() },
    });
    expect(made.statusCode).toBe(201);
    const { url } = (await t.as(user, { method: 'GET', url: '/api/calendar-feed' })).json();
    const events = parseFeed((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    const review = events.find((event) => event.summary === 'Review your new moon intentions');
    expect(review?.description).toContain('Close the Harper deal');
    expect(review?.start.toISOString().slice(0, 16)).toBe('2025-03-14T06:55');
    expect(
      events
        .find((event) => event.summary === 'Set your new moon intentions')
        ?.start.toISOString()
        .slice(0, 10),
    ).toBe('2025-03-29');
  });

  it('a reset ends the old URL; unknown tokens are 404; the URL endpoints need a session', async () => {
    const user = await t.createUser();
    const old = (await t.as(user, { method: 'GET', url: '/api/calendar-feed' })).json().url;
    const reset = await t.as(user, { method: 'POST', url: '/api/calendar-feed/reset', payload: {} });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: feedPath(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(reset.json().url) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar-feed/not-a-real-token-at-all-000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
