import type { Day } from '#domain/shared/dates';
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

/**
 * HabitBull's CSV export: one row per habit and day (HabitName, HabitDescription, HabitCategory,
 * CalendarDate, Value, CommentText), where Value 1 (or more) is done and a day may repeat (it counts
 * once). HabitBull's habits are read as daily: the export does not say otherwise.
 */
export async function parseHabitBullExport(
  file: string,
  text: string,
  today: Day,
  budget: ImportBudget,
): Promise<ParsedImport> {
  const { rows } = await readCsv(
    file,
    text,
    budget,
    ['HabitName', 'CalendarDate', 'Value'],
    ['HabitDescription', 'HabitCategory', 'CommentText'],
  );
  const skipped = new SkippedRows();
  const habits = new Map<string, HabitCollector>();
  for (const { line, values } of rows) {
    const skip = (reason: string) => skipped.add(file, line, reason);
    const name = values.HabitName ?? '';
    const day = values.CalendarDate ?? '';
    const value = Number(values.Value);
    if (!name) skip('the row has no habit name');
    else if (!isImportDay(day)) skip(`the date ${day} is not YYYY-MM-DD`);
    else if (day > today) skip(IMPORT_MESSAGES.future);
    else if (values.Value === '' || !Number.isFinite(value) || value < 0)
      skip(`the value ${values.Value} is not a number`);
    else {
      const key = nameKey(name);
      let habit = habits.get(key);
      if (!habit) {
        budget.habit(key);
        const fitted = fitHabitText({ name, description: values.HabitDescription ?? '', unit: null });
        habit = new HabitCollector({
          sourceKey: key,
          name: fitted.name,
          description: fitted.description,
          frequency: 'daily',
          targetValue: null,
          unit: null,
          archived: false,
        });
        habits.set(key, habit);
      }
      if (value >= 1) habit.addDone(day);
      if (values.CommentText) habit.addNote(day, values.CommentText);
    }
  }
  return { habits: [...habits.values()].map((habit) => habit.finish()), ...skipped.result() };
}
