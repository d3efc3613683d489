import type { Emotion, JournalEntry } from '#domain/journal/journal';
import {
  openList,
  openOrNull,
  sealList,
  type JournalKeyring,
  type SealedCell,
} from '#server/privacy/journal-keyring';
import { promptLibrary } from './prompt-library';
import { entryCell, type EntryRow } from './repository';

/** A stored entry as the member reads it: the sealed fields opened with the journal key. */
export function toEntry(keys: JournalKeyring, row: EntryRow): JournalEntry {
  return {
    id: row.id,
    day: row.day,
    text: openOrNull(keys, row.textSealed, entryCell('textSealed', row)),
    mood: row.mood,
    emotions: (row.emotionsSealed
      ? openList(keys, row.emotionsSealed, entryCell('emotionsSealed', row))
      : []) as Emotion[],
    gratitude: row.gratitudeSealed
      ? openList(keys, row.gratitudeSealed, entryCell('gratitudeSealed', row))
      : [],
    promptId: row.promptId,
    promptText: row.promptId ? (promptLibrary().byId.get(row.promptId)?.text ?? null) : null,
    habitId: row.habitId,
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An empty list is stored as no value at all, so "nothing" takes no room and reveals no length. */
export const sealListOrNull = (
  keys: JournalKeyring,
  items: readonly string[],
  cell: SealedCell,
): string | null => (items.length === 0 ? null : sealList(keys, items, cell));
