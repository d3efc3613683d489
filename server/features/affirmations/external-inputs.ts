import type { GoalInput, HabitInput } from '../../../domain/affirmations';
import type { Database } from '../../db/client';

/**
 * The generator's inputs that belong to other features: quantum goals (goals feature, table
 * quantum_goals), wealth habits (habits feature) and today's moon phase (domain/cosmic). None of them
 * exists on this branch yet, so these read as "the user has none / unknown" and the generator simply
 * writes no goal, habit or moon lines. At merge the lead replaces each function body with a read of
 * the real source; nothing else in the affirmations feature changes.
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
  loadHabits: async () => [],
  moonPhaseName: () => null,
};
