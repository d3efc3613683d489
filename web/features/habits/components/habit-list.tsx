import { Sprout } from 'lucide-react';
import type { Day } from '#domain/shared/dates';
import { HABIT_CATEGORY_LABELS, type Habit } from '#domain/habits/habits';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { GatedButton } from '#web/lib/locked-button';
import type { PlanLock } from '#web/lib/plan-lock';
import type { CategoryFilter } from './category-filters';
import { HabitCard } from './habit-card';

type HabitListProps = {
  habits: Habit[];
  filter: CategoryFilter;
  date: Day;
  /** The list still shows the previous date while the selected one loads. */
  stale: boolean;
  pendingIds: Set<string>;
  onAdd: () => void;
  /** Whether the member's plan lets them add a habit (docs/plans.md). */
  addLock: PlanLock;
  onShowAll: () => void;
  onToggle: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  onArchive: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
};

/** The active habits in the chosen category, or an empty state with the one next step. */
export function HabitList({
  habits,
  filter,
  date,
  stale,
  pendingIds,
  onAdd,
  addLock,
  onShowAll,
  ...actions
}: HabitListProps) {
  if (habits.length === 0) {
    return (
      <EmptyState
        icon={<Sprout size={32} strokeWidth={1.75} aria-hidden />}
        title="Start your first wealth habit"
        description="Pick one small action, like reviewing your spending, and tick it off to build a streak."
        action={
          <GatedButton lock={addLock} variant="secondary" onClick={onAdd}>
            Add Habit
          </GatedButton>
        }
      />
    );
  }
  const shown = filter === 'all' ? habits : habits.filter((habit) => habit.category === filter);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={`No ${filter === 'all' ? '' : HABIT_CATEGORY_LABELS[filter]} habits yet`}
        description="Add one in this category, or look at all your habits."
        action={
          <Button variant="secondary" onClick={onShowAll}>
            Show all habits
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-busy={stale || undefined}>
      {shown.map((habit) => (
        <li key={habit.id}>
          <HabitCard
            habit={habit}
            date={date}
            busy={stale || pendingIds.has(habit.id)}
            dimmed={stale}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}
