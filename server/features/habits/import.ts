import { HABIT_DEFAULTS, HABIT_SKIPS_PER_MONTH } from '#domain/habits/habits';
import {
  IMPORT_MESSAGES,
  ImportFormatError,
  ImportLimitError,
  completionDays,
  type ImportPreview,
  type ImportResult,
  type ImportSource,
  type ImportedHabit,
  type ParsedImport,
} from '#domain/habits/import';
import { ImportBudget, type ImportPlanRoom } from '#domain/habits/import-budget';
import { parseImport, type UploadedFile } from '#domain/habits/import-files';
import type { Day } from '#domain/shared/dates';
import { periodKey } from '#domain/habits/periods';
import { checkPlanLimit, remainingAllowance } from '#domain/plans/plans';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, badRequest } from '#server/http/errors';
import { assertWithinPlan, planLimitsEnforced } from '#server/plans/plan-limits';
import { lockUserPlan, readUserPlan } from '#server/plans/plan-repository';
import { userToday } from '#server/practice/user-day';
import { seal, type JournalKeyring } from '#server/privacy/journal-keyring';
import * as importRepo from './import-repository';
import type { ImportedHabitRow } from './import-repository';
import { addCompletions, addSkips, type PeriodWrite } from './history-repository';
import { insertHabit } from './repository';
import { noteCell } from './note-repository';

/** What the member may import, read before the upload is (ImportPlanRoom); also the member's today. */
export type ImportAllowance = { today: Day; plan: ImportPlanRoom };

/**
 * Read before the request's body: the member's today and the room their plan leaves for new
 * habits, so a real import over the plan stops at the first habit too many instead of after the
 * whole file. A dry run previews everything (its planLimit says what the plan refuses).
 */
export async function importAllowance(
  db: Database,
  config: AppConfig,
  userId: string,
  source: ImportSource,
  dryRun: boolean,
): Promise<ImportAllowance> {
  const today = await userToday(db, userId);
  if (dryRun || !planLimitsEnforced(config))
    return { today, plan: { known: new Set(), room: Infinity, refusal: '' } };
  const [plan, count, known] = await Promise.all([
    readUserPlan(db, userId),
    importRepo.countHabits(db, userId),
    importRepo.importedHabits(db, userId, source),
  ]);
  const room = remainingAllowance(plan, 'habits', count);
  const refusal = checkPlanLimit(plan, 'habits', count + room);
  return {
    today,
    plan: { known: new Set(known.keys()), room, refusal: refusal.allowed ? '' : refusal.message },
  };
}

async function parse(
  source: ImportSource,
  uploads: readonly UploadedFile[],
  allowance: ImportAllowance,
): Promise<ParsedImport> {
  if (uploads.length === 0) throw badRequest(IMPORT_MESSAGES.noFile);
  try {
    return await parseImport(source, uploads, allowance.today, new ImportBudget(allowance.plan));
  } catch (error) {
    if (error instanceof ImportFormatError) throw badRequest(error.message);
    if (error instanceof ImportLimitError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/**
 * The plan check for `adding` more habits: assertWithinPlan allows one more while the count is
 * under the limit, so it is asked about the last of them (count + adding - 1).
 */
const countWith = (adding: number) => async (db: Database, userId: string) =>
  (await importRepo.countHabits(db, userId)) + adding - 1;

/** Why the member's plan cannot hold `adding` more habits, or null (also while limits are off). */
async function planLimitFor(db: Database, config: AppConfig, userId: string, adding: number) {
  if (adding === 0 || !planLimitsEnforced(config)) return null;
  const check = checkPlanLimit(await readUserPlan(db, userId), 'habits', await countWith(adding)(db, userId));
  return check.allowed ? null : check.message;
}

/** POST /api/import/:source?dryRun=1: what an import would do, writing nothing. */
export async function previewImport(
  db: Database,
  config: AppConfig,
  userId: string,
  source: ImportSource,
  uploads: readonly UploadedFile[],
  allowance: ImportAllowance,
): Promise<ImportPreview> {
  const parsed = await parse(source, uploads, allowance);
  const existing = await importRepo.importedHabits(db, userId, source);
  const adding = parsed.habits.filter((habit) => !existing.has(habit.sourceKey)).length;
  return {
    habits: parsed.habits.map((habit) => ({
      name: habit.name,
      frequency: habit.frequency,
      days: habit.doneDays.length,
      skips: habit.skipDays.length,
      notes: habit.notes.length,
      archived: habit.archived,
      existing: existing.has(habit.sourceKey),
    })),
    notes: parsed.habits.reduce((sum, habit) => sum + habit.notes.length, 0),
    skipped: parsed.skipped,
    skippedCount: parsed.skippedCount,
    planLimit: await planLimitFor(db, config, userId, adding),
  };
}

/** The skips a habit may still take: per month, HABIT_SKIPS_PER_MONTH minus those it has. */
function withinSkipAllowance(
  row: ImportedHabitRow,
  days: readonly Day[],
  kept: readonly { habitId: string; day: Day }[],
): PeriodWrite[] {
  const used = new Map<string, number>();
  for (const skip of kept)
    if (skip.habitId === row.id) used.set(skip.day.slice(0, 7), (used.get(skip.day.slice(0, 7)) ?? 0) + 1);
  const periods = new Set<string>();
  const chosen: PeriodWrite[] = [];
  for (const day of days) {
    const key = periodKey(day, row.frequency);
    const month = day.slice(0, 7);
    if (periods.has(key) || (used.get(month) ?? 0) >= HABIT_SKIPS_PER_MONTH) continue;
    periods.add(key);
    used.set(month, (used.get(month) ?? 0) + 1);
    chosen.push({ habitId: row.id, day, periodKey: key });
  }
  return chosen;
}

/**
 * Imports in one transaction: the habits an earlier import of this source did not make (habits
 * made in the app are never merged into), then whatever completions and skips are missing, through
 * the statements a tick and a skip use (import-repository.ts). Nothing is removed or un-ticked.
 * Archived habits are archived after their history is written; one already archived in the app
 * takes nothing, as it refuses a tick. Notes become habit-day notes, sealed as a note written by
 * hand is; a day that already has a note keeps it.
 */
export async function runImport(
  db: Database,
  config: AppConfig,
  keys: JournalKeyring,
  userId: string,
  source: ImportSource,
  uploads: readonly UploadedFile[],
  allowance: ImportAllowance,
): Promise<ImportResult> {
  const { today } = allowance;
  const parsed = await parse(source, uploads, allowance);
  return db.transaction(async (tx) => {
    // One import of a member at a time: a second one waits, then sees what the first one made.
    await lockUserPlan(tx, userId);
    const existing = await importRepo.importedHabits(tx, userId, source);
    const fresh = parsed.habits.filter((habit) => !existing.has(habit.sourceKey));
    if (fresh.length > 0)
      await assertWithinPlan(tx, config, userId, 'habits', (locked) =>
        countWith(fresh.length)(locked, userId),
      );
    const rows = new Map<ImportedHabit, ImportedHabitRow>();
    for (const habit of parsed.habits) {
      const known = existing.get(habit.sourceKey);
      if (known) {
        rows.set(habit, known);
        continue;
      }
      // The habit starts on its earliest day in the file, so each of its notes lies within it.
      const firstDay =
        [habit.doneDays[0], habit.skipDays[0], habit.notes[0]?.day, today].filter(Boolean).sort()[0] ?? today;
      const row = await insertHabit(
        tx,
        userId,
        {
          title: habit.name,
          description: habit.description,
          category: HABIT_DEFAULTS.category,
          frequency: habit.frequency,
          targetValue: habit.targetValue,
          unit: habit.unit,
          startDay: firstDay,
          importSource: source,
          importKey: habit.sourceKey,
        },
        rows.size,
      );
      rows.set(habit, {
        id: row.id,
        importKey: habit.sourceKey,
        frequency: row.frequency,
        isArchived: false,
      });
    }
    const completions = [...rows].flatMap(([habit, row]) =>
      completionDays(row.frequency, habit.doneDays).map((day) => ({
        habitId: row.id,
        day,
        periodKey: periodKey(day, row.frequency),
      })),
    );
    const days = await addCompletions(tx, userId, completions);
    const kept = await importRepo.existingSkips(
      tx,
      userId,
      [...existing.values()].map((row) => row.id),
    );
    const skips = [...rows].flatMap(([habit, row]) => withinSkipAllowance(row, habit.skipDays, kept));
    const skipped = await addSkips(tx, userId, skips);
    const archived = fresh.filter((habit) => habit.archived).map((habit) => rows.get(habit)?.id ?? '');
    await importRepo.archiveHabits(tx, userId, archived);
    const notes = await importRepo.addNotes(
      tx,
      userId,
      today,
      [...rows].flatMap(([habit, row]) =>
        habit.notes.map((note) => {
          const at = { habitId: row.id, day: note.day, userId };
          return { habitId: row.id, day: note.day, textSealed: seal(keys, note.text, noteCell(at)) };
        }),
      ),
    );
    return {
      imported: { habits: fresh.length, days, skips: skipped, notes },
      skipped: parsed.skipped,
      skippedCount: parsed.skippedCount,
    };
  });
}
