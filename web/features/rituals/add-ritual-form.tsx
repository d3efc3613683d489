import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Day } from '#domain/shared/dates';
import { RitualTitleSchema } from '#domain/rituals/rituals';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { Button } from '#web/components/ui/button';
import { FieldError, Input } from '#web/components/ui/form-controls';
import { useAddRitual } from './api';

/** Adds the user's own ritual to today's list. */
export function AddRitualForm({ date, autoFocus = false }: { date: Day; autoFocus?: boolean }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addRitual = useAddRitual(date);
  const draft = useDraftRequestId();
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addRitual.isPending) return;
    const parsed = RitualTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a ritual.');
      return;
    }
    setError(null);
    addRitual.mutate(
      { title: parsed.data, requestId: draft.requestId },
      {
        onSuccess: () => {
          draft.saved();
          setTitle('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        Add your own ritual
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="Add your own ritual"
          // Opened on request (the dashboard's add button): the field the member asked for takes focus.
          autoFocus={autoFocus}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={addRitual.isPending} className="shrink-0">
          <Plus size={18} strokeWidth={1.75} aria-hidden />
          Add
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}
