import { ENERGY_LEVEL_MAX, ENERGY_LEVEL_MIN, FEELING_IDS, FOCUSES, mapCheckIn } from '#domain/energy/energy';
import { energyReadings } from '#server/db/schema/energy';
import { between, pick } from '#domain/shared/random';
import { atHour, type Seeder } from './context';

/**
 * Energy check-ins on most days of the history (some days twice), mapped to frequencies exactly as
 * the check-in endpoint maps them, so the latest-reading poll reads a realistic index.
 */
export const energySeeder: Seeder = {
  name: 'energy readings',
  async seedBatch({ bulk, random, users, historyOf }) {
    const rows: Array<typeof energyReadings.$inferInsert> = [];
    for (const user of users) {
      const habitOfChecking = 0.3 + random() * 0.6;
      for (const day of historyOf(user)) {
        const checkIns = random() < habitOfChecking ? (random() < 0.2 ? 2 : 1) : 0;
        for (let index = 0; index < checkIns; index += 1) {
          const checkIn = {
            feeling: pick(random, FEELING_IDS),
            energyLevel: between(random, ENERGY_LEVEL_MIN, ENERGY_LEVEL_MAX),
            focus: pick(random, FOCUSES),
          };
          rows.push({
            userId: user.id,
            day,
            ...mapCheckIn(checkIn),
            coherence: between(random, 55, 98),
            feeling: checkIn.feeling,
            energyLevel: checkIn.energyLevel,
            requestId: crypto.randomUUID(),
            createdAt: atHour(
              day,
              index === 0 ? between(random, 6, 11) : between(random, 17, 22),
              between(random, 0, 59),
            ),
          });
        }
      }
    }
    await bulk.write(energyReadings, rows);
    return rows.length;
  },
};
