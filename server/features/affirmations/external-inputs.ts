import type { GoalInput, HabitInput } from '../../../domain/affirmations';
import type { Database } from '../../db/client';
import { activeHabits } from './repository';

/**
 * The generator's inputs that belong to other features: quantum goals (goals feature, table
 * quantum_goals), wealth habits (habits feature, table habits) and today's moon phase
 * (domain/cosmic). Habits are read from their table. Goals and the moon phase do not exist on this
 * branch yet, so they read as "none / unknown" and the generator writes no goal or moon lines; at
 * merge the lead replaces those two function bodies with a read of the real source, and nothing
 * else in the affirmations feature changes.
 */
export type ExternalInputs = {
  /** The user's goals: title, targetAmount (USD or null) and manifestationDate (YYYY-MM-DD). */
  loadGoals: (db: Database, userId: string) => Promise<GoalInput[]>;
  /** The user's wealth habits: title and category. */
  loadHabits: (db: Database, userId: string) => Promise<HabitInput[]>;
  /** The moon phase name on a day, e.g. 'Waxing Crescent'. */
  moonPhaseName: (day: string) => string | null;
};

export const externalInputs: ExternalInputs = {
  loadGoals: async () => [],
  loadHabits: activeHabits,
  moonPhaseName: () => null,
};
