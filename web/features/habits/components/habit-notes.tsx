import { useState, type FormEvent } from 'react';
import { addDays, dayToDate, type Day } from '#domain/shared/dates';
import { HABIT_NOTE_MAX } from '#domain/habits/notes';
import type { Habit } from '#domain/habits/habits';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/form-controls';
import { useDeleteHabitNote, useHabitNotes, useSaveHabitNote } from '#web/features/habits/api';

/** The notes a card lists: the same 12 weeks as its heatmap. */
const HISTORY_DAYS = 84;

const dayLabel = (day: Day) =>
  dayToDate(day).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * The note on the card's selected day (write, edit, remove) and the habit's recent notes. Its
 * controls sit above the card's whole-card toggle layer.
 */
export function HabitNotes({ habit, date }: { habit: Habit; date: Day }) {
  const notes = useHabitNotes(addDays(date, -(HISTORY_DAYS - 1)), date);
  const save = useSaveHabitNote();
  const remove = useDeleteHabitNote();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const mine = (notes.data ?? []).filter((note) => note.habitId === habit.id);
  const today = mine.find((note) => note.date === date);
  const earlier = mine.filter((note) => note.date !== date).reverse();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    save.mutate({ habitId: habit.id, date, text }, { onSuccess: () => setEditing(false) });
  };

  return (
    <div className="relative z-10 grid gap-2 text-sm">
      {editing ? (
        <form onSubmit={submit} className="grid gap-2">
          <Textarea
            aria-label={`Note for ${habit.title} on ${dayLabel(date)}`}
            value={draft}
            maxLength={HABIT_NOTE_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-20"
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending || !draft.trim()}>
              {save.isPending ? 'Saving…' : 'Save note'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : today ? (
        <div className="rounded-xl border border-line bg-raised/50 p-3">
          <p className="text-xs text-muted">Note for {dayLabel(date)}</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{today.text}</p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(today.text);
                setEditing(true);
              }}
            >
              Edit note
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ habitId: habit.id, date })}
            >
              Remove note
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft('');
              setEditing(true);
            }}
          >
            Add a note for {dayLabel(date)}
          </Button>
        </div>
      )}
      {earlier.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted hover:text-ink">
            Earlier notes ({earlier.length})
          </summary>
          <ul className="mt-2 grid gap-2">
            {earlier.map((note) => (
              <li key={note.date} className="border-l-2 border-gold/40 pl-3">
                <span className="block text-xs text-muted">{dayLabel(note.date)}</span>
                <span className="whitespace-pre-wrap break-words text-ink">{note.text}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
