import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import {
  goalProbability,
  GOAL_MESSAGES,
  type CreateGoal,
  type Goal,
  type UpdateGoal,
} from '#domain/goals/goals';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import type { GoalRow } from '#server/db/schema/goals';
import type { AppConfig } from '#server/config';
import { conflict, notFound } from '#server/http/errors';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { userToday } from '#server/practice/user-day';
import {
  countGoals,
  findGoalByRequest,
  insertGoal,
  isDuplicateTitle,
  listGoals,
  updateGoal,
  type GoalChanges,
} from './repository';

function toGoal(row: GoalRow, today: Day): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    targetAmount: row.targetAmount,
    manifestationDate: row.manifestationDate,
    currentProgress: row.currentProgress,
    probability: goalProbability({
      progress: row.currentProgress,
      setOn: row.setOn,
      dueOn: row.manifestationDate,
      today,
    }),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function goalsOf(db: Database, userId: string): Promise<Goal[]> {
  const today = await userToday(db, userId);
  return (await listGoals(db, userId)).map((row) => toGoal(row, today));
}

/**
 * Creates a goal. The plan limit (Free 1 goal, Pro 5) is checked inside the insert's transaction,
 * counting after the user's row is locked, so two concurrent creates cannot both take the last slot.
 */
export async function createGoal(
  db: Database,
  config: AppConfig,
  userId: string,
  input: CreateGoal,
): Promise<Goal> {
  const today = await userToday(db, userId);
  const requestId = input.requestId ?? null;
  // A replay of a create that already landed answers that goal, even once the plan's limit is reached.
  const earlier = requestId ? await findGoalByRequest(db, userId, requestId) : null;
  if (earlier) return toGoal(earlier, today);
  return db.transaction(async (tx) => {
    await assertWithinPlan(tx, config, userId, 'goals', (locked) => countGoals(locked, userId));
    const row = await insertGoal(tx, {
      userId,
      requestId,
      title: input.title,
      description: input.description || null,
      targetAmount: input.targetAmount ?? null,
      manifestationDate: input.manifestationDate,
      setOn: today,
    });
    const replayed = row ?? (requestId ? await findGoalByRequest(tx, userId, requestId) : null);
    if (!replayed) throw conflict(GOAL_MESSAGES.duplicateTitle);
    return toGoal(replayed, today);
  });
}

export async function changeGoal(db: Database, userId: string, id: string, input: UpdateGoal): Promise<Goal> {
  const changes: GoalChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description || null;
  if (input.targetAmount !== undefined) changes.targetAmount = input.targetAmount;
  if (input.manifestationDate !== undefined) changes.manifestationDate = input.manifestationDate;
  if (input.currentProgress !== undefined) changes.currentProgress = input.currentProgress;
  const today = await userToday(db, userId);
  let row: GoalRow | null;
  try {
    row = await updateGoal(db, userId, id, changes);
  } catch (error) {
    if (isDuplicateTitle(error)) throw conflict(GOAL_MESSAGES.duplicateTitle);
    throw error;
  }
  if (!row) throw notFound();
  await emitWebhookEvent(db, userId, 'goal.updated', {
    goalId: row.id,
    currentProgress: row.currentProgress,
    targetAmount: row.targetAmount,
    manifestationDate: row.manifestationDate,
  });
  return toGoal(row, today);
}
