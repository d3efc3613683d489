import { and, desc, eq } from 'drizzle-orm';
import type { EnergyReading } from '#domain/energy/energy';
import type { Database } from '#server/db/client';
import { energyReadings } from '#server/db/schema/energy';

const columns = {
  id: energyReadings.id,
  frequency: energyReadings.frequency,
  coherence: energyReadings.coherence,
  vibrationType: energyReadings.vibrationType,
  feeling: energyReadings.feeling,
  energyLevel: energyReadings.energyLevel,
  day: energyReadings.day,
  createdAt: energyReadings.createdAt,
};

type Row = Omit<EnergyReading, 'createdAt'> & { createdAt: Date };
const toReading = (row: Row): EnergyReading => ({ ...row, createdAt: row.createdAt.toISOString() });

// Newest first; matches energy_readings_user_created_idx exactly, so limit N reads N index entries.
const newestFirst = [desc(energyReadings.createdAt), desc(energyReadings.id)];

export async function listReadings(db: Database, userId: string, limit: number): Promise<EnergyReading[]> {
  const rows = await db
    .select(columns)
    .from(energyReadings)
    .where(eq(energyReadings.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toReading);
}

/** The polled read: one index probe. */
export async function latestReading(db: Database, userId: string): Promise<EnergyReading | null> {
  const [row] = await listReadings(db, userId, 1);
  return row ?? null;
}

export type NewReading = Omit<EnergyReading, 'id' | 'createdAt'> & {
  userId: string;
  requestId: string | null;
};

/** Inserts a reading; null when this user already recorded this check-in id. */
export async function insertReading(db: Database, values: NewReading): Promise<EnergyReading | null> {
  const [row] = await db
    .insert(energyReadings)
    .values(values)
    .onConflictDoNothing({ target: [energyReadings.userId, energyReadings.requestId] })
    .returning(columns);
  return row ? toReading(row) : null;
}

export async function findByRequest(
  db: Database,
  userId: string,
  requestId: string,
): Promise<EnergyReading | null> {
  const [row] = await db
    .select(columns)
    .from(energyReadings)
    .where(and(eq(energyReadings.userId, userId), eq(energyReadings.requestId, requestId)))
    .limit(1);
  return row ? toReading(row) : null;
}
