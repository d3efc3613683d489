import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { canSave, targetError, type HabitFormValues } from '#web/features/habits/habit-form-values';
import { HabitFormFields } from './habit-form-fields';

type HabitFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initial: HabitFormValues;
  frequencyLocked?: boolean;
  pending: boolean;
  /** Resolves true when saved: the dialog then closes and resets. */
  onSubmit: (values: HabitFormValues) => Promise<boolean>;
};

/**
 * Add or edit a habit. docs/habits.md: with a blank title the save button is disabled and submitting
 * (Enter) does nothing. A draft survives closing the dialog; a successful save resets it.
 */
export function HabitFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  frequencyLocked = false,
  pending,
  onSubmit,
}: HabitFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [showTargetError, setShowTargetError] = useState(false);
  const targetMessage = showTargetError ? targetError(values) : null;
  const idPrefix = frequencyLocked ? 'edit-habit' : 'add-habit';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave(values) || pending) return;
    if (targetError(values)) {
      setShowTargetError(true);
      return;
    }
    if (await onSubmit(values)) {
      setValues(initial);
      setShowTargetError(false);
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} noValidate>
        <HabitFormFields
          idPrefix={idPrefix}
          values={values}
          onChange={setValues}
          frequencyLocked={frequencyLocked}
          targetError={targetMessage}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave(values) || pending}>
            {pending ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
