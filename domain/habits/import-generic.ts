import type { Day } from '#domain/shared/dates';
import { HABIT_FREQUENCIES, type HabitFrequency } from './habits';
import {
  HabitCollector,
  IMPORT_MESSAGES,
  fitHabitText,
  isImportDay,
  nameKey,
  type ParsedImport,
} from './import';
import { SkippedRows, type ImportBudget } from './import-budget';
import { readCsv } from './import-csv';

const DONE = new Set(['', '1', 'yes', 'y', 'true', 'done', 'x']);
const NOT_DONE = new Set(['0', 'no', 'n', 'false']);

/**
 * The generic CSV (docs/open-data.md): a header naming the columns date (YYYY-MM-DD) and habit, and
 * optionally value (1, yes, done or empty: done; 0 or no: not done; skip: skipped), note and
 * frequency (daily, weekly or monthly; the habit's first row decides, daily by default).
 */
export async function parseGenericCsv(
  file: string,
  text: string,
  today: Day,
  budget: ImportBudget,
): Promise<ParsedImport> {
  const { rows } = await readCsv(file, text, budget, ['date', 'habit'], ['value', 'note', 'frequency']);
  const skipped = new SkippedRows();
  const habits = new Map<string, HabitCollector>();
  for (const { line, values } of rows) {
    const skip = (reason: string) => skipped.add(file, line, reason);
    const name = values.habit ?? '';
    const day = values.date ?? '';
    const value = (values.value ?? '').toLowerCase();
    const frequency = (values.frequency ?? '').toLowerCase() || 'daily';
    if (!name) skip('the row has no habit name');
    else if (!isImportDay(day)) skip(`the date ${day} is not YYYY-MM-DD`);
    else if (day > today) skip(IMPORT_MESSAGES.future);
    else if (!DONE.has(value) && !NOT_DONE.has(value) && value !== 'skip')
      skip(`the value ${values.value} is not 1, 0 or skip`);
    else if (!(HABIT_FREQUENCIES as readonly string[]).includes(frequency))
      skip(`the frequency ${values.frequency} is not daily, weekly or monthly`);
    else {
      const key = nameKey(name);
      let habit = habits.get(key);
      if (!habit) {
        budget.habit(key);
        const fitted = fitHabitText({ name, description: '', unit: null });
        habit = new HabitCollector({
          sourceKey: key,
          name: fitted.name,
          description: '',
          frequency: frequency as HabitFrequency,
          targetValue: null,
          unit: null,
          archived: false,
        });
        habits.set(key, habit);
      }
      if (value === 'skip') habit.addSkip(day);
      else if (DONE.has(value)) habit.addDone(day);
      if (values.note) habit.addNote(day, values.note);
    }
  }
  return { habits: [...habits.values()].map((habit) => habit.finish()), ...skipped.result() };
}
