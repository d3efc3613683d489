import type { Day } from '#domain/shared/dates';
import {
  HabitCollector,
  IMPORT_MESSAGES,
  ImportFormatError,
  fitHabitText,
  isImportDay,
  loopFrequency,
  type ParsedImport,
} from './import';
import { SkippedRows, type ImportBudget } from './import-budget';
import { readCsv } from './import-csv';

/**
 * Loop Habit Tracker's CSV export (version 2.x): Habits.csv, the overview Checkmarks.csv (one column
 * per habit: -1 unknown, 0 no, 1 checked automatically, 2 checked by hand, or a numerical habit's
 * amount) and a folder per habit, "NNN Name/Checkmarks.csv" (Date, Value, Notes), which is read
 * instead of the overview's column when present, since only it carries skips and notes.
 */
type LoopHabit = {
  line: number;
  position: string;
  name: string;
  numerical: boolean;
  atMost: boolean;
  target: number | null;
  collector: HabitCollector;
};

const HABITS_FILE = 'Habits.csv';
const CHECKMARKS_FILE = 'Checkmarks.csv';

/** The export's files by path, with a folder the zip wrapped everything in taken off. */
function rootedFiles(files: ReadonlyMap<string, string>): Map<string, string> {
  const paths = [...files.keys()].map((path) => path.replaceAll('\\', '/'));
  const habitsPath = paths.find((path) => path === HABITS_FILE || path.endsWith(`/${HABITS_FILE}`));
  const prefix = habitsPath ? habitsPath.slice(0, -HABITS_FILE.length) : '';
  const rooted = new Map<string, string>();
  for (const [path, text] of files) {
    const normal = path.replaceAll('\\', '/');
    if (normal.startsWith(prefix)) rooted.set(normal.slice(prefix.length), text);
  }
  return rooted;
}

const isTrue = (value: string) => ['true', 'yes', '1'].includes(value.toLowerCase());

async function readHabits(text: string, budget: ImportBudget, skipped: SkippedRows): Promise<LoopHabit[]> {
  const { rows } = await readCsv(
    HABITS_FILE,
    text,
    budget,
    ['Position', 'Name', 'FrequencyNumerator', 'FrequencyDenominator'],
    ['Type', 'Question', 'Description', 'Unit', 'Target Type', 'Target Value', 'Archived?'],
  );
  const habits: LoopHabit[] = [];
  for (const { line, values } of rows) {
    const skip = (reason: string) => skipped.add(HABITS_FILE, line, reason);
    const type = values.Type || 'YES_NO';
    if (type !== 'YES_NO' && type !== 'NUMERICAL') {
      skip(`type ${type} is not YES_NO or NUMERICAL`);
      continue;
    }
    const numerator = Number(values.FrequencyNumerator);
    const denominator = Number(values.FrequencyDenominator);
    if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || numerator < 1 || denominator < 1) {
      skip('the frequency is not two whole numbers');
      continue;
    }
    if (!values.Name) {
      skip('the habit has no name');
      continue;
    }
    const numerical = type === 'NUMERICAL';
    const target = numerical ? Number(values['Target Value']) : null;
    if (numerical && !(target !== null && Number.isFinite(target) && target > 0)) {
      skip('a numerical habit needs a target value above 0');
      continue;
    }
    const text = fitHabitText({
      name: values.Name,
      description: values.Question || values.Description || '',
      unit: numerical ? values.Unit || null : null,
    });
    const position = String(Number(values.Position) || values.Position);
    const sourceKey = `${position}:${values.Name.trim()}`;
    budget.habit(sourceKey);
    habits.push({
      line,
      position: values.Position ?? '',
      name: values.Name,
      numerical,
      atMost: values['Target Type'] === 'AT_MOST',
      target,
      collector: new HabitCollector({
        sourceKey,
        name: text.name,
        description: text.description,
        frequency: loopFrequency(numerator, denominator),
        targetValue: target,
        unit: text.unit,
        archived: isTrue(values['Archived?'] ?? ''),
      }),
    });
  }
  return habits;
}

/** A numerical habit is done on a day whose amount reaches its target (at most: stays within it). */
function reachesTarget(habit: LoopHabit, amount: number): boolean {
  if (habit.target === null || amount < 0) return false;
  return habit.atMost ? amount <= habit.target : amount >= habit.target;
}

/**
 * One dated value of a habit; false when the value is not one Loop writes. Only days checked by hand
 * count: a day Loop checked by itself (YES_AUTO, 1) only continued a streak the member built.
 */
function applyValue(habit: LoopHabit, day: Day, value: string, perHabit: boolean): boolean {
  if (value === 'SKIP') {
    habit.collector.addSkip(day);
    return true;
  }
  if (perHabit) {
    if (value === 'YES_MANUAL') habit.collector.addDone(day);
    if (['YES_MANUAL', 'YES_AUTO', 'NO', 'UNKNOWN'].includes(value)) return true;
    if (!habit.numerical) return false;
  } else if (!habit.numerical) {
    if (value === '2') habit.collector.addDone(day);
    return ['-1', '0', '1', '2'].includes(value);
  }
  const amount = Number(value);
  if (value === '' || !Number.isFinite(amount)) return false;
  if (reachesTarget(habit, amount)) habit.collector.addDone(day);
  return true;
}

async function readOwnCheckmarks(
  file: string,
  text: string,
  habit: LoopHabit,
  today: Day,
  budget: ImportBudget,
  skipped: SkippedRows,
): Promise<void> {
  const { rows } = await readCsv(file, text, budget, ['Date', 'Value'], ['Notes']);
  for (const { line, values } of rows) {
    const skip = (reason: string) => skipped.add(file, line, reason);
    if (!isImportDay(values.Date ?? '')) skip(`the date ${values.Date} is not YYYY-MM-DD`);
    else if ((values.Date ?? '') > today) skip(IMPORT_MESSAGES.future);
    else if (!applyValue(habit, values.Date ?? '', values.Value ?? '', true))
      skip(`the value ${values.Value} is not one Loop writes`);
    else if (values.Notes) habit.collector.addNote(values.Date ?? '', values.Notes);
  }
}

async function readOverview(
  text: string,
  habits: LoopHabit[],
  today: Day,
  budget: ImportBudget,
  skipped: SkippedRows,
): Promise<void> {
  const { header, rows } = await readCsv(CHECKMARKS_FILE, text, budget, ['Date']);
  const columnOf = new Map(habits.map((habit) => [habit, header.indexOf(habit.name.trim())]));
  rows.forEach(({ line, values, cells }) => {
    const skip = (reason: string) => skipped.add(CHECKMARKS_FILE, line, reason);
    const day = values.Date ?? '';
    if (!isImportDay(day)) return skip(`the date ${day} is not YYYY-MM-DD`);
    if (day > today) return skip(IMPORT_MESSAGES.future);
    for (const [habit, column] of columnOf) {
      if (column < 0) continue;
      const value = cells[column]?.trim() ?? '';
      if (!applyValue(habit, day, value, false))
        skip(`the value ${value} for ${habit.name} is not one Loop writes`);
    }
  });
}

export async function parseLoopExport(
  files: ReadonlyMap<string, string>,
  today: Day,
  budget: ImportBudget,
): Promise<ParsedImport> {
  const rooted = rootedFiles(files);
  const habitsText = rooted.get(HABITS_FILE);
  if (habitsText === undefined) throw new ImportFormatError(HABITS_FILE, 1, 'the export has no Habits.csv');
  const skipped = new SkippedRows();
  const habits = await readHabits(habitsText, budget, skipped);
  const withoutOwnFile: LoopHabit[] = [];
  for (const habit of habits) {
    const folder = [...rooted.keys()].find(
      (path) => path.startsWith(`${habit.position} `) && path.endsWith(`/${CHECKMARKS_FILE}`),
    );
    const text = folder ? rooted.get(folder) : undefined;
    if (folder && text !== undefined) await readOwnCheckmarks(folder, text, habit, today, budget, skipped);
    else withoutOwnFile.push(habit);
  }
  const overview = rooted.get(CHECKMARKS_FILE);
  if (overview !== undefined && withoutOwnFile.length > 0)
    await readOverview(overview, withoutOwnFile, today, budget, skipped);
  return { habits: habits.map((habit) => habit.collector.finish()), ...skipped.result() };
}
