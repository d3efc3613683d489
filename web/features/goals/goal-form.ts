import { isValidDay } from '#domain/shared/dates';
import { GOAL_MESSAGES, type CreateGoal } from '#domain/goals/goals';
import { parseMoneyAmount } from '#domain/shared/money';

export type GoalFormValues = {
  title: string;
  description: string;
  targetAmount: string;
  manifestationDate: string;
  /** The date input holds text the browser could not read as a date (validity.badInput). */
  dateUnreadable: boolean;
};

export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  targetAmount: '',
  manifestationDate: '',
  dateUnreadable: false,
};

export type GoalFormResult =
  | { ok: true; goal: CreateGoal }
  | { ok: false; field: 'title' | 'manifestationDate' | 'targetAmount'; message: string };

/**
 * docs/goals.md: title required; an empty date is 'Please select a manifestation date.', an
 * unparsable one 'Please select a valid manifestation date.'; targetAmount read by the one money parser
 * (whole dollars) and omitted when empty; an empty description omitted.
 */
export function readGoalForm(values: GoalFormValues): GoalFormResult {
  const title = values.title.trim();
  if (!title) return { ok: false, field: 'title', message: GOAL_MESSAGES.titleRequired };
  const date = values.manifestationDate.trim();
  if (!date && !values.dateUnreadable)
    return { ok: false, field: 'manifestationDate', message: GOAL_MESSAGES.dateRequired };
  if (values.dateUnreadable || !isValidDay(date))
    return { ok: false, field: 'manifestationDate', message: GOAL_MESSAGES.dateInvalid };
  const goal: CreateGoal = { title, manifestationDate: date };
  const description = values.description.trim();
  if (description) goal.description = description;
  const amountText = values.targetAmount.trim();
  if (amountText) {
    const amount = parseMoneyAmount(amountText);
    if (amount === undefined || !Number.isFinite(amount) || amount < 1)
      return { ok: false, field: 'targetAmount', message: GOAL_MESSAGES.amountInvalid };
    goal.targetAmount = amount;
  }
  return { ok: true, goal };
}
