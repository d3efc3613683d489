import { MODERATION_FIELDS, type StorySubmission, type StoryUpdate } from './community';

/** The outcome of a request to change a story the user can already see. */
export type StoryAccess = 'allowed' | 'not-found' | 'forbidden';

export type StoryActor = { isAuthor: boolean; isAdmin: boolean };

const isModerationField = (field: string) => MODERATION_FIELDS.some((name) => name === field);

/**
 * PATCH rules: only admins (admins) set isVerified or isHidden, anyone else gets 403; only the
 * author changes what the story says. Someone else's story is 404 for a member (it is not theirs
 * to edit) and 403 for an admin, who can see it but may not rewrite another person's words.
 */
export function updateAccess(actor: StoryActor, update: StoryUpdate): StoryAccess {
  const fields = Object.entries(update)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
  const moderates = fields.some(isModerationField);
  const edits = fields.some((field) => !isModerationField(field));
  if (moderates && !actor.isAdmin) return 'forbidden';
  if (edits && !actor.isAuthor) return actor.isAdmin ? 'forbidden' : 'not-found';
  return 'allowed';
}

/** DELETE: the author or an admin. */
export function deleteAccess(actor: StoryActor): StoryAccess {
  return actor.isAuthor || actor.isAdmin ? 'allowed' : 'not-found';
}

/** Fields that change what a story says: editing one withdraws an admin's verification. */
const CONTENT_FIELDS = [
  'title',
  'content',
  'manifestationType',
  'amountAchieved',
  'timeframe',
  'techniques',
] as const;

type ContentFields = Pick<StorySubmission, (typeof CONTENT_FIELDS)[number]>;

/** Whether the update really changes what the story says (the edit form sends every field). */
export function changesContent(current: ContentFields, update: StoryUpdate): boolean {
  return CONTENT_FIELDS.some((field) => {
    const next = update[field];
    if (next === undefined) return false;
    return JSON.stringify(next) !== JSON.stringify(current[field]);
  });
}
