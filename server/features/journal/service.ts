import { addDays } from '#domain/shared/dates';
import { moonPhasesOfDays } from '#domain/sky/moon';
import {
  EMPTY_ENTRY_MESSAGE,
  type CreateJournalEntry,
  type JournalEntry,
  type JournalPage,
  type JournalQuery,
  type JournalToday,
  type UpdateJournalEntry,
  decodeCursor,
  encodeCursor,
  entryHoldsSomething,
  entryMatches,
  isAfterCursor,
} from '#domain/journal/journal';
import { chooseDailyPrompt } from '#domain/journal/prompts';
import type { MoonPhaseName } from '#domain/sky/phases';
import type { Database } from '#server/db/client';
import { badRequest, notFound } from '#server/http/errors';
import { findIntentionId } from '#server/onboarding/intention';
import { findUserTimeZone } from '#server/practice/user-day';
import { currentProgramDay } from '#server/programs/progress';
import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import { sealOrNull, type JournalKeyring } from '#server/privacy/journal-keyring';
import { localDay } from '#domain/shared/dates';
import { sealListOrNull, toEntry } from './entries';
import { promptLibrary } from './prompt-library';
import * as repository from './repository';

export type JournalDeps = { db: Database; keys: JournalKeyring };

async function memberZone(db: Database, userId: string): Promise<string> {
  const zone = await findUserTimeZone(db, userId);
  if (!zone) throw notFound();
  return zone;
}

/** Links and the prompt must be the member's own and real: 404 or 400 naming the field. */
async function checkReferences(
  db: Database,
  userId: string,
  input: { promptId?: string | null; habitId?: string | null; sessionId?: string | null },
): Promise<void> {
  if (input.promptId && !promptLibrary().byId.has(input.promptId))
    throw badRequest('promptId: is not a prompt in the library');
  if (input.habitId && !(await repository.ownsHabit(db, userId, input.habitId)))
    throw notFound('habitId: no such habit');
  if (input.sessionId && !(await repository.ownsSession(db, userId, input.sessionId)))
    throw notFound('sessionId: no such meditation session');
}

function checkDay(day: string, today: string): void {
  if (day > addDays(today, 1)) throw badRequest('day: must not be after tomorrow');
}

/** POST /api/journal: a new entry (201), or the first one again for a repeated requestId (200). */
export async function createEntry(
  { db, keys }: JournalDeps,
  userId: string,
  input: CreateJournalEntry,
  now = new Date(),
): Promise<{ created: boolean; entry: JournalEntry }> {
  const today = localDay(now, await memberZone(db, userId));
  const day = input.day ?? today;
  checkDay(day, today);
  await checkReferences(db, userId, input);
  const at = { id: await repository.newEntryId(db), userId };
  const row = await repository.insertEntry(db, {
    ...at,
    day,
    mood: input.mood ?? null,
    textSealed: sealOrNull(keys, input.text ?? null, repository.entryCell('textSealed', at)),
    gratitudeSealed: sealListOrNull(keys, input.gratitude ?? [], repository.entryCell('gratitudeSealed', at)),
    emotionsSealed: sealListOrNull(keys, input.emotions ?? [], repository.entryCell('emotionsSealed', at)),
    promptId: input.promptId ?? null,
    habitId: input.habitId ?? null,
    sessionId: input.sessionId ?? null,
    requestId: input.requestId ?? null,
  });
  if (row) {
    // Ids, the day and the mood only: the words stay in the journal.
    await emitWebhookEvent(db, userId, 'journal.created', { entryId: row.id, day: row.day, mood: row.mood });
    return { created: true, entry: toEntry(keys, row) };
  }
  const first = input.requestId ? await repository.findByRequest(db, userId, input.requestId) : null;
  if (!first) throw notFound();
  return { created: false, entry: toEntry(keys, first) };
}

/**
 * GET /api/journal: newest first, a page at a time. Without `q` the database pages on its index;
 * with `q` the entries of the span (at most 366 days) are opened and matched here, because sealed
 * words cannot be searched in SQL; the cursor then works the same way over the matches.
 */
export async function listJournal(
  { db, keys }: JournalDeps,
  userId: string,
  query: JournalQuery,
): Promise<JournalPage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && cursor === null)
    throw badRequest('cursor: must be a cursor from a previous page');
  let entries: JournalEntry[];
  let more: boolean;
  if (query.q !== undefined && query.from && query.to) {
    const q = query.q;
    const matches = (await repository.listEntriesBetween(db, userId, query.from, query.to))
      .filter((row) => !cursor || isAfterCursor(row, cursor))
      .map((row) => toEntry(keys, row))
      .filter((entry) => entryMatches(entry, q));
    entries = matches.slice(0, query.limit);
    more = matches.length > query.limit;
  } else {
    const rows = await repository.listEntries(db, userId, {
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      cursor,
      limit: query.limit + 1,
    });
    entries = rows.slice(0, query.limit).map((row) => toEntry(keys, row));
    more = rows.length > query.limit;
  }
  const last = entries.at(-1);
  return { entries, nextCursor: more && last ? encodeCursor({ day: last.day, id: last.id }) : null };
}

export async function updateJournalEntry(
  { db, keys }: JournalDeps,
  userId: string,
  id: string,
  input: UpdateJournalEntry,
  now = new Date(),
): Promise<JournalEntry> {
  const existing = await repository.findEntry(db, userId, id);
  if (!existing) throw notFound();
  if (input.day !== undefined) checkDay(input.day, localDay(now, await memberZone(db, userId)));
  await checkReferences(db, userId, input);
  const current = toEntry(keys, existing);
  const next = {
    text: input.text === undefined ? current.text : input.text,
    mood: input.mood === undefined ? current.mood : input.mood,
    gratitude: input.gratitude ?? current.gratitude,
  };
  if (!entryHoldsSomething(next)) throw badRequest(EMPTY_ENTRY_MESSAGE);
  const cell = (column: Parameters<typeof repository.entryCell>[0]) =>
    repository.entryCell(column, { id, userId });
  const row = await repository.updateEntry(db, userId, id, {
    ...(input.day !== undefined ? { day: input.day } : {}),
    ...(input.text !== undefined ? { textSealed: sealOrNull(keys, input.text, cell('textSealed')) } : {}),
    ...(input.mood !== undefined ? { mood: input.mood } : {}),
    ...(input.gratitude !== undefined
      ? { gratitudeSealed: sealListOrNull(keys, input.gratitude, cell('gratitudeSealed')) }
      : {}),
    ...(input.emotions !== undefined
      ? { emotionsSealed: sealListOrNull(keys, input.emotions, cell('emotionsSealed')) }
      : {}),
    ...(input.promptId !== undefined ? { promptId: input.promptId } : {}),
    ...(input.habitId !== undefined ? { habitId: input.habitId } : {}),
    ...(input.sessionId !== undefined ? { sessionId: input.sessionId } : {}),
  });
  if (!row) throw notFound();
  return toEntry(keys, row);
}

export async function deleteJournalEntry({ db }: JournalDeps, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteEntry(db, userId, id))) throw notFound();
}

export type TodayInJournal = JournalToday & { phase: MoonPhaseName };

/**
 * GET /api/journal/today: the member's day, tonight's moon phase, the day's prompt and the day's
 * first entry (what the gratitude ritual opens, or null until one is written). The prompt follows
 * the open day of the member's most recent program when there is one, and the intention they chose
 * at onboarding (server/onboarding, server/programs: shared reads, not other features).
 */
export async function journalToday(
  { db, keys }: JournalDeps,
  userId: string,
  now = new Date(),
): Promise<TodayInJournal> {
  const zone = await memberZone(db, userId);
  const day = localDay(now, zone);
  const phase = moonPhasesOfDays(day, day, zone).get(day) ?? 'New Moon';
  const [intention, program, first] = await Promise.all([
    findIntentionId(db, userId),
    currentProgramDay(db, userId, now),
    repository.firstEntryOfDay(db, userId, day),
  ]);
  const prompt = chooseDailyPrompt(promptLibrary().prompts, {
    day,
    memberId: userId,
    phase,
    intention,
    programDay: program?.day ?? null,
  });
  return {
    day,
    phase,
    prompt: { id: prompt.id, text: prompt.text },
    entry: first ? toEntry(keys, first) : null,
  };
}
