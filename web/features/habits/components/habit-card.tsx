import { Archive, CheckCircle2, Circle, Pencil, SkipForward, Trash2 } from 'lucide-react';
import type { Day } from '#domain/shared/dates';
import { HABIT_CATEGORY_LABELS, HABIT_FREQUENCY_LABELS, type Habit } from '#domain/habits/habits';
import { cn } from '#web/lib/cn';
import { DropdownMenu } from '#web/components/ui/dropdown-menu';
import { useSkipHabit } from '#web/features/habits/api';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { HabitHeatmap } from './habit-heatmap';
import { HabitNotes } from './habit-notes';
import { StreakDisplay } from './streak-display';

type HabitCardProps = {
  habit: Habit;
  date: Day;
  /** Clicks are ignored: its toggle is in flight, or the card still shows another date. */
  busy: boolean;
  /** The card still shows the previously selected date while the new one loads. */
  dimmed: boolean;
  onToggle: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  onArchive: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
};

const chip = 'rounded-full border border-line px-2.5 py-0.5 text-xs text-muted';

const formatTarget = (value: number, unit: string | null) =>
  `Target: ${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

/**
 * Clicking anywhere on the card toggles the habit for the selected date: the title button's
 * ::after covers the whole card, so Enter and Space work too and screen readers hear one pressed
 * button. The menu sits above that layer.
 */
export function HabitCard({
  habit,
  date,
  busy,
  dimmed,
  onToggle,
  onEdit,
  onArchive,
  onDelete,
}: HabitCardProps) {
  const { showStreaks } = useSignedInUser();
  const skipHabit = useSkipHabit();
  const done = habit.isCompleted;
  const Check = done ? CheckCircle2 : Circle;
  return (
    <article
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border p-4 transition-colors duration-200 ease-out sm:p-5',
        done ? 'border-emerald/45 bg-emerald/[0.06]' : 'border-line bg-surface hover:border-gold/40',
        dimmed && 'opacity-70',
      )}
    >
      <div className="flex items-start gap-3">
        <Check
          size={28}
          strokeWidth={1.75}
          aria-hidden
          className={cn('mt-0.5 shrink-0', done ? 'fill-emerald/20 text-emerald' : 'text-muted')}
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-sans text-lg font-semibold leading-snug text-ink">
            <button
              type="button"
              aria-pressed={done}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onToggle(habit);
              }}
              className={cn(
                'break-words text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[""]',
                'focus-visible:after:ring-2 focus-visible:after:ring-violet',
                busy ? 'cursor-progress' : 'cursor-pointer',
              )}
            >
              {habit.title}
            </button>
          </h2>
          {habit.description ? (
            <p className="mt-1 line-clamp-2 break-words text-sm text-muted">{habit.description}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <span className={chip}>{HABIT_CATEGORY_LABELS[habit.category]}</span>
            <span className={chip}>{HABIT_FREQUENCY_LABELS[habit.frequency]}</span>
            {habit.isSkipped ? <span className={chip}>Skipped</span> : null}
            {habit.targetValue !== null ? (
              <span className={chip}>{formatTarget(habit.targetValue, habit.unit)}</span>
            ) : null}
          </div>
        </div>
        <DropdownMenu
          label={`Options for ${habit.title}`}
          actions={[
            { key: 'edit', label: 'Edit', icon: Pencil, onSelect: () => onEdit(habit) },
            // Nothing to skip in a period already done (docs/habits.md).
            ...(habit.isCompleted
              ? []
              : [
                  {
                    key: 'skip',
                    label: habit.isSkipped ? 'Undo skip' : 'Skip this period',
                    icon: SkipForward,
                    onSelect: () => skipHabit.mutate({ habit, date, skip: !habit.isSkipped }),
                  },
                ]),
            { key: 'archive', label: 'Archive', icon: Archive, onSelect: () => onArchive(habit) },
            { key: 'delete', label: 'Delete', icon: Trash2, tone: 'rose', onSelect: () => onDelete(habit) },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          {showStreaks ? <StreakDisplay streak={habit.streak} frequency={habit.frequency} /> : null}
          <p className="tabular text-xs text-muted">
            {habit.totalCompletions} {habit.totalCompletions === 1 ? 'completion' : 'completions'} in total
          </p>
        </div>
        <HabitHeatmap frequency={habit.frequency} recentCompletions={habit.recentCompletions} date={date} />
      </div>
      <HabitNotes habit={habit} date={date} />
    </article>
  );
}
