import { useState, type FormEvent } from 'react';
import { INTENTION_TEXT_MAX } from '#domain/sky/intentions';
import { Button } from '#web/components/ui/button';
import { Input, Label, Select } from '#web/components/ui/form-controls';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { useGoalChoices, useSetIntention } from './api';

/** One intention at a time, optionally tied to a quantum goal; the request id makes retries safe. */
export function IntentionForm({ left }: { left: number }) {
  const [text, setText] = useState('');
  const [goalId, setGoalId] = useState('');
  const draft = useDraftRequestId();
  const goals = useGoalChoices();
  const setIntention = useSetIntention();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIntention.mutate(
      { text, goalId: goalId || null, requestId: draft.requestId },
      {
        onSuccess: () => {
          setText('');
          setGoalId('');
          draft.saved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div className="min-w-0">
        <Label htmlFor="intention-text">Intention ({left} of 3 left this cycle)</Label>
        <Input
          id="intention-text"
          value={text}
          maxLength={INTENTION_TEXT_MAX}
          placeholder="I welcome three new clients this month"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {goals.data && goals.data.length > 0 ? (
        <div className="min-w-0 sm:col-start-1">
          <Label htmlFor="intention-goal">Linked goal (optional)</Label>
          <Select id="intention-goal" value={goalId} onChange={(event) => setGoalId(event.target.value)}>
            <option value="">No goal</option>
            {goals.data.map((goal) => (
              <option key={goal.id} value={goal.id}>
                {goal.title}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        disabled={!text.trim() || setIntention.isPending}
        className="sm:col-start-2 sm:row-start-1"
      >
        Set intention
      </Button>
    </form>
  );
}
