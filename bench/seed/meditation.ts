import { MEDITATION_CATALOGUE } from '#domain/meditation/meditation';
import { meditationSessions } from '#server/db/schema/meditation';
import { practiceLog } from '#server/db/schema/practice';
import { between, pick } from '#domain/shared/random';
import { atHour, type Seeder } from './context';

/**
 * Meditations from the catalogue on some days of the history: most finished (with their practice
 * log entry and minutes, as the completion endpoint records them), a few abandoned part-way.
 */
export const meditationSeeder: Seeder = {
  name: 'meditation',
  async seedBatch({ bulk, random, users, historyOf }) {
    const sessions: Array<typeof meditationSessions.$inferInsert> = [];
    const practice: Array<typeof practiceLog.$inferInsert> = [];
    for (const user of users) {
      const dedication = random() * 0.8;
      for (const day of historyOf(user)) {
        if (random() >= dedication) continue;
        const session = pick(random, MEDITATION_CATALOGUE);
        const id = crypto.randomUUID();
        const createdAt = atHour(day, between(random, 5, 21), between(random, 0, 59));
        const completed = random() < 0.85;
        const completedAt = completed ? new Date(createdAt.getTime() + session.duration * 60_000) : null;
        sessions.push({
          id,
          userId: user.id,
          type: session.type,
          duration: session.duration,
          title: session.title,
          completed,
          completedAt,
          completedDay: completed ? day : null,
          createdAt,
        });
        if (completedAt) {
          practice.push({
            userId: user.id,
            day,
            kind: 'meditation',
            sourceId: id,
            minutes: session.duration,
            createdAt: completedAt,
          });
        }
      }
    }
    await bulk.write(meditationSessions, sessions);
    await bulk.write(practiceLog, practice);
    return sessions.length + practice.length;
  },
};
