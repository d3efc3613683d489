import type { Day } from '#domain/shared/dates';
import {
  HABIT_DEFAULTS,
  type CreateHabit,
  type Habit,
  type HabitCategory,
  type HabitFrequency,
  type UpdateHabit,
} from '#domain/habits/habits';

/** What the habit form edits: text as typed, converted to the API's shape on submit. */
export type HabitFormValues = {
  title: string;
  description: string;
  category: HabitCategory;
  frequency: HabitFrequency;
  targetValue: string;
  unit: string;
  /** 'HH:MM' for the habit's own push reminder, '' for none. */
  reminderTime: string;
};

export const EMPTY_HABIT_FORM: HabitFormValues = {
  title: '',
  description: '',
  category: HABIT_DEFAULTS.category,
  frequency: HABIT_DEFAULTS.frequency,
  targetValue: '',
  unit: '',
  reminderTime: '',
};

export function formValuesOf(habit: Habit): HabitFormValues {
  return {
    title: habit.title,
    description: habit.description,
    category: habit.category,
    frequency: habit.frequency,
    targetValue: habit.targetValue === null ? '' : String(habit.targetValue),
    unit: habit.unit ?? '',
    reminderTime: habit.reminderTime ?? '',
  };
}

/** docs/habits.md: the save button needs a non-blank title. */
export const canSave = (values: HabitFormValues) => values.title.trim().length > 0;

/** null when the target is empty or a positive number, otherwise the message to show. */
export function targetError(values: HabitFormValues): string | null {
  const text = values.targetValue.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? null : 'Target must be a number greater than 0.';
}

const targetOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** docs/habits.md: targetValue is a number or null, an empty unit is null. */
export function toCreatePayload(values: HabitFormValues, date: Day): CreateHabit {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    frequency: values.frequency,
    targetValue: targetOf(values.targetValue),
    unit: values.unit.trim() || null,
    reminderTime: values.reminderTime || null,
    date,
  };
}

/** The frequency is left out: it is fixed once a habit exists. */
export function toUpdatePayload(values: HabitFormValues): UpdateHabit {
  const { title, description, category, targetValue, unit, reminderTime } = toCreatePayload(values, '');
  return { title, description, category, targetValue, unit, reminderTime };
}
