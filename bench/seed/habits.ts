import type { Day } from '#domain/shared/dates';
import type { HabitCategory, HabitFrequency } from '#domain/habits/habits';
import { periodKey } from '#domain/habits/periods';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { practiceLog } from '#server/db/schema/practice';
import { between, pick, shuffled } from '#domain/shared/random';
import { atHour, type Seeder } from './context';

const HABIT_TEMPLATES: ReadonlyArray<{
  title: string;
  category: HabitCategory;
  unit?: string;
  target?: number;
}> = [
  { title: 'Review my budget', category: 'financial' },
  { title: 'Save toward the house fund', category: 'financial', unit: 'USD', target: 50 },
  { title: 'Read about investing', category: 'learning', unit: 'pages', target: 20 },
  { title: 'Gratitude journal', category: 'mindset' },
  { title: 'Visualise the month ahead', category: 'mindset' },
  { title: 'Pitch one new client', category: 'business' },
  { title: 'Work on the side project', category: 'business', unit: 'minutes', target: 45 },
  { title: 'Reach out to a mentor', category: 'networking' },
  { title: 'Listen to a finance podcast', category: 'learning', unit: 'episodes', target: 1 },
];
const FREQUENCIES: readonly HabitFrequency[] = [
  'daily',
  'daily',
  'daily',
  'daily',
  'daily',
  'daily',
  'daily',
  'weekly',
  'weekly',
  'monthly',
];

// Each history's period keys per frequency, worked out once: histories are shared (see historiesOf).
const periodKeysByHistory = new WeakMap<readonly Day[], Map<HabitFrequency, string[]>>();

function periodKeysOf(history: readonly Day[], frequency: HabitFrequency): readonly string[] {
  let byFrequency = periodKeysByHistory.get(history);
  if (!byFrequency) {
    byFrequency = new Map();
    periodKeysByHistory.set(history, byFrequency);
  }
  let keys = byFrequency.get(frequency);
  if (!keys) {
    keys = history.map((day) => periodKey(day, frequency));
    byFrequency.set(frequency, keys);
  }
  return keys;
}

/**
 * Three to six habits per user, started at the beginning of the history window, each ticked on a
 * habit-specific share of its periods (one completion per period, as the unique key demands), and
 * every completion in the practice log, as the toggle endpoint records it.
 */
export const habitSeeder: Seeder = {
  name: 'habits',
  async seedBatch({ bulk, random, users, historyOf }) {
    const habitRows: Array<typeof habits.$inferInsert> = [];
    const completionRows: Array<typeof habitCompletions.$inferInsert> = [];
    const practiceRows: Array<typeof practiceLog.$inferInsert> = [];
    for (const user of users) {
      const history = historyOf(user);
      const startDay = history[0] ?? user.today;
      const templates = shuffled(random, HABIT_TEMPLATES).slice(0, between(random, 3, 6));
      templates.forEach((template, index) => {
        const habitId = crypto.randomUUID();
        const frequency = pick(random, FREQUENCIES);
        habitRows.push({
          id: habitId,
          userId: user.id,
          title: template.title,
          description: random() < 0.5 ? 'Small steps, every time.' : '',
          category: template.category,
          frequency,
          targetValue: template.target ?? null,
          unit: template.unit ?? null,
          startDay,
          // The first habit stays active: the benchmark toggles one of every pool member's active
          // habits, and how many draws come before a member's depends on the date (period
          // boundaries, members' todays), so "all archived" would strike some member on some day.
          isArchived: random() < 0.1 && index > 0,
          createdAt: atHour(startDay, 8),
        });
        // Daily habits are done on 40-95 % of days; weekly and monthly ones on some day of most periods.
        const dailyChance = frequency === 'daily' ? 0.4 + random() * 0.55 : 0.3;
        const done = new Set<string>();
        const keys = periodKeysOf(history, frequency);
        history.forEach((day, index) => {
          const key = keys[index] ?? day;
          if (done.has(key) || random() >= dailyChance) return;
          done.add(key);
          const completionId = crypto.randomUUID();
          const createdAt = atHour(day, between(random, 6, 22), between(random, 0, 59));
          completionRows.push({ id: completionId, habitId, userId: user.id, periodKey: key, day, createdAt });
          practiceRows.push({ userId: user.id, day, kind: 'habit', sourceId: completionId, createdAt });
        });
      });
    }
    await bulk.write(habits, habitRows);
    await bulk.write(habitCompletions, completionRows);
    await bulk.write(practiceLog, practiceRows);
    return habitRows.length + completionRows.length + practiceRows.length;
  },
};
