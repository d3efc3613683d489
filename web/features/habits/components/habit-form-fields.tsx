import {
  HABIT_CATEGORIES,
  HABIT_CATEGORY_LABELS,
  HABIT_DESCRIPTION_MAX,
  HABIT_FREQUENCIES,
  HABIT_FREQUENCY_LABELS,
  HABIT_TITLE_MAX,
  HABIT_UNIT_MAX,
} from '#domain/habits/habits';
import { FieldError, Input, Label, Select, Textarea } from '#web/components/ui/form-controls';
import type { HabitFormValues } from '#web/features/habits/habit-form-values';

type FieldsProps = {
  idPrefix: string;
  values: HabitFormValues;
  onChange: (values: HabitFormValues) => void;
  frequencyLocked: boolean;
  targetError: string | null;
};

/** The habit form's inputs; the dialog owns state and submission. */
export function HabitFormFields({ idPrefix, values, onChange, frequencyLocked, targetError }: FieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Label htmlFor={id('title')}>Title</Label>
        <Input
          id={id('title')}
          value={values.title}
          maxLength={HABIT_TITLE_MAX}
          placeholder="e.g. Review my spending"
          autoComplete="off"
          onChange={(event) => set('title', event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={id('description')}>Description (optional)</Label>
        <Textarea
          id={id('description')}
          value={values.description}
          maxLength={HABIT_DESCRIPTION_MAX}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('category')}>Category</Label>
          <Select
            id={id('category')}
            value={values.category}
            onChange={(event) => {
              const category = HABIT_CATEGORIES.find((value) => value === event.target.value);
              if (category) set('category', category);
            }}
          >
            {HABIT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {HABIT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={id('frequency')}>Frequency</Label>
          <Select
            id={id('frequency')}
            value={values.frequency}
            disabled={frequencyLocked}
            aria-describedby={frequencyLocked ? id('frequency-hint') : undefined}
            onChange={(event) => {
              const frequency = HABIT_FREQUENCIES.find((value) => value === event.target.value);
              if (frequency) set('frequency', frequency);
            }}
          >
            {HABIT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {HABIT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
          {frequencyLocked ? (
            <p id={id('frequency-hint')} className="mt-1.5 text-xs text-muted">
              Fixed once a habit exists, so its history stays true.
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor={id('target')}>Target (optional)</Label>
          <Input
            id={id('target')}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={values.targetValue}
            aria-invalid={targetError ? true : undefined}
            aria-describedby={targetError ? id('target-error') : undefined}
            onChange={(event) => set('targetValue', event.target.value)}
          />
          <FieldError id={id('target-error')}>{targetError}</FieldError>
        </div>
        <div>
          <Label htmlFor={id('unit')}>Unit (optional)</Label>
          <Input
            id={id('unit')}
            value={values.unit}
            maxLength={HABIT_UNIT_MAX}
            placeholder="e.g. USD, pages"
            autoComplete="off"
            onChange={(event) => set('unit', event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={id('reminder')}>Reminder (optional)</Label>
          <Input
            id={id('reminder')}
            type="time"
            className="tabular"
            value={values.reminderTime}
            onChange={(event) => set('reminderTime', event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
