import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Day } from '#domain/shared/dates';
import { HABIT_CATEGORY_LABELS, type Habit } from '#domain/habits/habits';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { HabitNotes } from './habit-notes';

/**
 * Archived habits stay out of the grid and analytics; here they can be restored or deleted, and
 * their notes read and edited on the page's selected day, as on a card.
 */
export function ArchivedHabits({
  habits,
  date,
  onRestore,
  onDelete,
}: {
  habits: Habit[];
  date: Day;
  onRestore: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
}) {
  const [open, setOpen] = useState(false);
  if (habits.length === 0) return null;
  return (
    <section className="mt-8 border-t border-line pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="archived-habits"
        onClick={() => setOpen(!open)}
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronDown
          size={20}
          strokeWidth={1.75}
          aria-hidden
          className={cn('transition-transform duration-200', open && 'rotate-180')}
        />
        Archived habits ({habits.length})
      </button>
      {open ? (
        <ul id="archived-habits" className="mt-2 flex flex-col gap-2">
          {habits.map((habit) => (
            <li
              key={habit.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{habit.title}</p>
                <p className="text-xs text-muted">{HABIT_CATEGORY_LABELS[habit.category]}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  className="min-h-11"
                  aria-label={`Restore ${habit.title}`}
                  onClick={() => onRestore(habit)}
                >
                  Restore
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-11 text-rose hover:text-rose"
                  aria-label={`Delete ${habit.title}`}
                  onClick={() => onDelete(habit)}
                >
                  Delete
                </Button>
              </div>
              <div className="basis-full">
                <HabitNotes habit={habit} date={date} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
