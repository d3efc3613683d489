import type { GoalInput, HabitInput } from '#domain/affirmations/affirmations';
import { cosmicDay } from '#domain/sky/sky';
import type { Database } from '#server/db/client';
import { activeHabits, currentIntention, openGoals } from './repository';

/**
 * The generator's inputs that other features own: quantum goals (table quantum_goals), wealth habits
 * (table habits), new-moon intentions (table moon_intentions) and the day's moon phase (domain/sky/sky). Kept behind one seam so tests can feed
 * the generator any combination.
 */
export type ExternalInputs = {
  /** The user's open goals: title, targetAmount (USD or null) and manifestationDate (YYYY-MM-DD). */
  loadGoals: (db: Database, userId: string) => Promise<GoalInput[]>;
  /** The user's wealth habits: title and category. */
  loadHabits: (db: Database, userId: string) => Promise<HabitInput[]>;
  /** The member's new-moon intention of the current or last cycle, in their words; null when none. */
  loadIntention: (db: Database, userId: string) => Promise<string | null>;
  /** The moon phase name on a day in the user's zone, e.g. 'Waxing Crescent'. */
  moonPhaseName: (day: string, timeZone: string) => string | null;
};

export const externalInputs: ExternalInputs = {
  loadGoals: openGoals,
  loadHabits: activeHabits,
  loadIntention: (db, userId) => currentIntention(db, userId, new Date()),
  moonPhaseName: (day, timeZone) => cosmicDay(day, timeZone).moonPhase.name,
};
