import { addDays } from '#domain/shared/dates';
import { DEFAULT_RITUALS } from '#domain/rituals/rituals';
import { goals } from '#server/db/schema/goals';
import { practiceLog } from '#server/db/schema/practice';
import { rituals } from '#server/db/schema/rituals';
import { between, shuffled } from '#domain/shared/random';
import { atHour, type Seeder } from './context';

const GOALS: ReadonlyArray<{ title: string; target: number | null }> = [
  { title: 'Emergency fund of six months', target: 18_000 },
  { title: 'Pay off the car loan', target: 9_500 },
  { title: 'First rental property deposit', target: 60_000 },
  { title: 'Launch the online course', target: null },
  { title: 'Max out retirement savings', target: 7_000 },
  { title: 'Take the family to Japan', target: 12_000 },
];
const CUSTOM_RITUALS = ['Morning walk without my phone', 'Review my net worth', 'Ten minutes of breathwork'];

/** One to four goals per user, set during the history window, due in the coming months. */
export const goalSeeder: Seeder = {
  name: 'goals',
  async seedBatch({ bulk, random, users, historyDays }) {
    const rows = users.flatMap((user) =>
      shuffled(random, GOALS)
        .slice(0, between(random, 1, 4))
        .map((goal) => {
          const setOn = addDays(user.today, -between(random, 0, historyDays - 1));
          return {
            userId: user.id,
            title: goal.title,
            description: random() < 0.5 ? 'Written down, dated, and reviewed every Sunday.' : null,
            targetAmount: goal.target,
            manifestationDate: addDays(user.today, between(random, 14, 365)),
            currentProgress: between(random, 0, 90),
            setOn,
            createdAt: atHour(setOn, between(random, 7, 21)),
          };
        }),
    );
    await bulk.write(goals, rows);
    return rows.length;
  },
};

/**
 * The default five rituals (and now and then a custom one) on every day the user opened the app,
 * today always included, with the completed ones in the practice log as the toggle records them.
 */
export const ritualSeeder: Seeder = {
  name: 'rituals',
  async seedBatch({ bulk, random, users, historyOf }) {
    const ritualRows: Array<typeof rituals.$inferInsert> = [];
    const todays: Array<typeof rituals.$inferInsert> = [];
    const practice: Array<typeof practiceLog.$inferInsert> = [];
    for (const user of users) {
      const visits = 0.3 + random() * 0.65;
      const diligence = 0.3 + random() * 0.6;
      const history = historyOf(user);
      history.forEach((day, index) => {
        const past = index < history.length - 1;
        if (past && random() >= visits) return;
        const titles: string[] = [...DEFAULT_RITUALS];
        if (random() < 0.15) titles.push(CUSTOM_RITUALS[between(random, 0, CUSTOM_RITUALS.length - 1)] ?? '');
        titles.forEach((title, position) => {
          const done = past && random() < diligence;
          const completedAt = done ? atHour(day, between(random, 6, 22), between(random, 0, 59)) : null;
          const ritual = {
            userId: user.id,
            day,
            title,
            position,
            isCustom: position >= 5,
            completedAt,
            createdAt: atHour(day, 6),
          };
          // Today's rituals take the key the database gives them, as when the app makes a day's set
          // on its first read (time-ordered: server/db/schema/time-ordered-id.ts); none is done yet.
          if (!past) {
            todays.push(ritual);
            return;
          }
          const id = crypto.randomUUID();
          ritualRows.push({ id, ...ritual });
          if (completedAt)
            practice.push({ userId: user.id, day, kind: 'ritual', sourceId: id, createdAt: completedAt });
        });
      });
    }
    await bulk.write(rituals, ritualRows);
    await bulk.write(rituals, todays);
    await bulk.write(practiceLog, practice);
    return ritualRows.length + todays.length + practice.length;
  },
};
