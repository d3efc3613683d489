import { useId, useRef, useState, type FormEvent } from 'react';
import { GOAL_MESSAGES } from '#domain/goals/goals';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '#web/components/ui/form-controls';
import { toast } from '#web/components/ui/toast/toast-store';
import { useCreateGoal } from './api';
import { EMPTY_GOAL_FORM, readGoalForm, type GoalFormValues } from './goal-form';

type Field = 'title' | 'manifestationDate' | 'targetAmount';

/** The create-goal dialog (docs/goals.md). */
export function CreateGoalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<GoalFormValues>(EMPTY_GOAL_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dateRef = useRef<HTMLInputElement>(null);
  const createGoal = useCreateGoal();
  const draft = useDraftRequestId();
  const id = useId();

  const set = (field: keyof GoalFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // Every way out (Cancel, the close button, Escape, a saved goal) starts the next open afresh.
  const close = () => {
    setValues(EMPTY_GOAL_FORM);
    setErrors({});
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createGoal.isPending) return;
    const result = readGoalForm({ ...values, dateUnreadable: dateRef.current?.validity.badInput ?? false });
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      if (result.field === 'manifestationDate')
        toast({ title: GOAL_MESSAGES.invalidDateTitle, description: result.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    createGoal.mutate(
      { ...result.goal, requestId: draft.requestId },
      {
        onSuccess: () => {
          draft.saved();
          close();
        },
      },
    );
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Create Quantum Goal"
      description="Name what you are calling in, and the day you will welcome it."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div>
          <Label htmlFor={`${id}-title`}>Goal title</Label>
          <Input
            id={`${id}-title`}
            value={values.title}
            onChange={set('title')}
            placeholder="e.g. Financial freedom"
            maxLength={120}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
          />
          <FieldError id={`${id}-title-error`}>{errors.title}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea
            id={`${id}-description`}
            value={values.description}
            onChange={set('description')}
            placeholder="Describe it as if it has already happened"
            maxLength={1000}
            className="min-h-20"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-amount`}>Target amount in USD (optional)</Label>
            <Input
              id={`${id}-amount`}
              value={values.targetAmount}
              onChange={set('targetAmount')}
              inputMode="numeric"
              placeholder="100000"
              aria-invalid={errors.targetAmount ? true : undefined}
              aria-describedby={describedBy('targetAmount')}
            />
            <FieldError id={`${id}-targetAmount-error`}>{errors.targetAmount}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-date`}>Manifestation date</Label>
            <Input
              ref={dateRef}
              id={`${id}-date`}
              type="date"
              value={values.manifestationDate}
              onChange={set('manifestationDate')}
              aria-invalid={errors.manifestationDate ? true : undefined}
              aria-describedby={describedBy('manifestationDate')}
            />
            <FieldError id={`${id}-manifestationDate-error`}>{errors.manifestationDate}</FieldError>
          </div>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={createGoal.isPending}>
            {createGoal.isPending ? 'Creating...' : 'Create Goal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
