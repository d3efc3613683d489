import ical, { ICalCalendarMethod } from 'ical-generator';
import { skyFeedEvents, type FeedEvent, type FeedInclude } from '#domain/sky/feed';
import { lunationAt } from '#domain/sky/intentions';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { newFeedToken } from '#server/sessions/session-repository';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import {
  feedOwner,
  feedTokenOf,
  intentionsForFeed,
  replaceFeedToken,
  sealLegacyFeedTokens,
} from './feed-repository';

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feed/${token}`;

export async function feedUrlOf(
  db: Database,
  keys: JournalKeyring,
  publicUrl: string,
  userId: string,
): Promise<string> {
  return feedUrl(publicUrl, await feedTokenOf(db, keys, userId, newFeedToken()));
}

export async function resetFeedUrl(
  db: Database,
  keys: JournalKeyring,
  publicUrl: string,
  userId: string,
): Promise<string> {
  return feedUrl(publicUrl, await replaceFeedToken(db, keys, userId, newFeedToken()));
}

/**
 * At start: feed tokens stored plain before they were hashed are sealed and cleared (their hash was
 * written by the migration), so existing calendar subscriptions keep working.
 */
export const sealOldFeedTokens = (db: Database, keys: JournalKeyring) => sealLegacyFeedTokens(db, keys);

// The sky part is the same for every member: computed once per UTC day and option set (the twelve
// months of voids take a few hundred milliseconds), then shared.
const skyCache = new Map<string, FeedEvent[]>();

function skyEventsFor(now: Date, include: FeedInclude): FeedEvent[] {
  const day = now.toISOString().slice(0, 10);
  const key = `${day}|${include.signs}|${include.voids}`;
  let events = skyCache.get(key);
  if (!events) {
    for (const stale of skyCache.keys()) if (!stale.startsWith(day)) skyCache.delete(stale);
    events = skyFeedEvents(new Date(`${day}T00:00:00Z`), include);
    skyCache.set(key, events);
  }
  return events;
}

/** The member's reminders: review this cycle's open intentions at its full moon, set new ones at the next new moon. */
async function reminderEvents(db: Database, userId: string, now: Date): Promise<FeedEvent[]> {
  const lunation = lunationAt(now);
  const intentions = await intentionsForFeed(db, userId, lunation.newMoon);
  const open = intentions.current.filter((intention) => !intention.reviewed);
  const events: FeedEvent[] = [];
  if (open.length > 0 && lunation.fullMoon > now)
    events.push({
      uid: `review-${lunation.newMoon.toISOString().slice(0, 16)}@intentions`,
      start: lunation.fullMoon,
      end: lunation.fullMoon,
      summary: 'Review your new moon intentions',
      description: open.map((intention) => `• ${intention.text}`).join('\n'),
    });
  if (intentions.everSet)
    events.push({
      uid: `set-${lunation.nextNewMoon.toISOString().slice(0, 16)}@intentions`,
      start: lunation.nextNewMoon,
      end: lunation.nextNewMoon,
      summary: 'Set your new moon intentions',
      description: 'A new lunar cycle begins: write up to three intentions in Abundance.',
    });
  return events;
}

/**
 * The iCalendar text of a feed, or a 404 for a token that is not (or no longer) anyone's, and
 * while an admin has the account disabled (the same URL works again once it is enabled).
 */
export async function feedCalendar(
  db: Database,
  token: string,
  include: FeedInclude,
  now = new Date(),
): Promise<string> {
  const userId = await feedOwner(db, token);
  if (!userId) throw notFound('Calendar feed not found.');
  const calendar = ical({
    name: 'Abundance moon calendar',
    prodId: { company: 'Abundance', product: 'Moon calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 12,
  });
  for (const event of [...skyEventsFor(now, include), ...(await reminderEvents(db, userId, now))]) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end.getTime() > event.start.getTime() ? event.end : null,
      stamp: now,
      summary: event.summary,
      description: event.description,
    });
  }
  // RFC 5545 ends every content line, the last one included, with CRLF; ical-generator omits the last.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
