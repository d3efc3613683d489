import {
  cycleDto,
  INTENTION_MESSAGES,
  INTENTIONS_PER_CYCLE,
  lunationAt,
  previousLunation,
  type CreateIntention,
  type Intention,
  type IntentionCycles,
  type ReviewIntention,
} from '#domain/sky/intentions';
import type { Database } from '#server/db/client';
import type { MoonIntentionRow } from '#server/db/schema/sky-intentions';
import { conflict, notFound } from '#server/http/errors';
import {
  countIntentions,
  findIntention,
  findIntentionByRequest,
  insertIntention,
  listIntentions,
  lockMember,
  ownGoalTitle,
  reviewIntention,
} from './intentions-repository';

function toIntention(row: MoonIntentionRow, goalTitle: string | null): Intention {
  return {
    id: row.id,
    text: row.text,
    goalId: row.goalId,
    goalTitle,
    outcome: row.outcome,
    reflection: row.reflection,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** This lunation's intentions and the previous one's, with what the member can do now. */
export async function intentionCycles(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<IntentionCycles> {
  const current = lunationAt(now);
  const previous = previousLunation(current);
  const rows = await listIntentions(db, userId, [current.newMoon, previous.newMoon]);
  const of = (cycle: Date) =>
    rows
      .filter((row) => row.cycleNewMoon.getTime() === cycle.getTime())
      .map((row) => toIntention(row, row.goalTitle));
  const mine = of(current.newMoon);
  return {
    current: {
      cycle: cycleDto(current),
      canSet: now < current.fullMoon && mine.length < INTENTIONS_PER_CYCLE,
      canReview: now >= current.fullMoon,
      intentions: mine,
    },
    previous: { cycle: cycleDto(previous), intentions: of(previous.newMoon) },
  };
}

/**
 * Sets an intention in the current lunation: only before its full moon, at most three, and only
 * tied to the member's own goal. A retried request (same client request id) returns the first one.
 */
export async function setIntention(
  db: Database,
  userId: string,
  input: CreateIntention,
  now = new Date(),
): Promise<Intention> {
  const requestId = input.requestId ?? null;
  const earlier = requestId ? await findIntentionByRequest(db, userId, requestId) : null;
  const goalTitle = input.goalId ? await ownGoalTitle(db, userId, input.goalId) : null;
  if (earlier) return toIntention(earlier, goalTitle);
  if (input.goalId && goalTitle === null) throw notFound(INTENTION_MESSAGES.goalNotFound);
  const lunation = lunationAt(now);
  if (now >= lunation.fullMoon) throw conflict(INTENTION_MESSAGES.afterFullMoon);
  return db.transaction(async (tx) => {
    // Serialise this member's inserts so two tabs cannot both take the third place.
    await lockMember(tx, userId);
    if ((await countIntentions(tx, userId, lunation.newMoon)) >= INTENTIONS_PER_CYCLE)
      throw conflict(INTENTION_MESSAGES.tooMany);
    const row =
      (await insertIntention(tx, {
        userId,
        cycleNewMoon: lunation.newMoon,
        text: input.text,
        goalId: input.goalId,
        requestId,
      })) ?? (requestId ? await findIntentionByRequest(tx, userId, requestId) : null);
    if (!row) throw conflict(INTENTION_MESSAGES.tooMany);
    return toIntention(row, goalTitle);
  });
}

/** Records how an intention went: from its lunation's full moon on; another member's is a 404. */
export async function reviewMyIntention(
  db: Database,
  userId: string,
  id: string,
  review: ReviewIntention,
  now = new Date(),
): Promise<Intention> {
  const row = await findIntention(db, userId, id);
  if (!row) throw notFound(INTENTION_MESSAGES.notFound);
  const lunation = lunationAt(new Date(row.cycleNewMoon.getTime() + 60_000));
  if (now < lunation.fullMoon) throw conflict(INTENTION_MESSAGES.beforeFullMoon);
  const updated = await reviewIntention(db, userId, id, review);
  if (!updated) throw notFound(INTENTION_MESSAGES.notFound);
  const goalTitle = updated.goalId ? await ownGoalTitle(db, userId, updated.goalId) : null;
  return toIntention(updated, goalTitle);
}
