import { BarChart3, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Day } from '#domain/shared/dates';
import type { Habit } from '#domain/habits/habits';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { useCreateHabit, useHabits, usePendingToggleIds, useToggleHabit, useUpdateHabit } from './api';
import { ANALYTICS_PANEL_ID, AnalyticsPanel } from './components/analytics-panel';
import { ArchivedHabits } from './components/archived-habits';
import { CategoryFilters, type CategoryFilter } from './components/category-filters';
import { DatePicker } from './components/date-picker';
import { DeleteHabitDialog } from './components/delete-habit-dialog';
import { HabitFormDialog } from './components/habit-form-dialog';
import { HabitList } from './components/habit-list';
import { HabitSkeletons } from './components/habit-skeletons';
import { EMPTY_HABIT_FORM, formValuesOf, toCreatePayload, toUpdatePayload } from './habit-form-values';
import { useMemberToday } from '#web/lib/use-member-today';
import { GatedButton } from '#web/lib/locked-button';
import { useLimitLock } from '#web/lib/use-feature-lock';

export default function HabitsPage() {
  const today = useMemberToday();
  // null follows today, also when midnight passes with the page open; a picked past day stays put.
  const [picked, setPicked] = useState<Day | null>(null);
  const date = picked ?? today;
  const setDate = (day: Day) => setPicked(day === today ? null : day);
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [showAnalytics, setShowAnalytics] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Habit | null>(null);
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const habits = useHabits(date);
  // Creating is refused (402) while the plan includes no habits, whatever the member already has.
  const addLock = useLimitLock('habits', 0);
  const pendingIds = usePendingToggleIds();
  const toggle = useToggleHabit();
  const create = useCreateHabit();
  const draft = useDraftRequestId();
  // Separate mutations, so archiving one card never shows the edit dialog as saving.
  const update = useUpdateHabit();
  const edit = useUpdateHabit();

  const setArchived = (habit: Habit, isArchived: boolean) =>
    update.mutate({ id: habit.id, changes: { isArchived }, date });

  const active = habits.data?.filter((habit) => !habit.isArchived) ?? [];
  const archived = habits.data?.filter((habit) => habit.isArchived) ?? [];

  return (
    <>
      <PageHeader
        title="Wealth Habits Tracker"
        subtitle="Small actions, repeated, compound into lasting wealth. Tick off each habit as you do it."
        actions={
          <div className="flex flex-wrap gap-2 sm:flex-nowrap">
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              aria-expanded={showAnalytics}
              aria-controls={ANALYTICS_PANEL_ID}
              onClick={() => setShowAnalytics(!showAnalytics)}
            >
              <BarChart3 size={20} strokeWidth={1.75} aria-hidden />
              {showAnalytics ? 'Hide Analytics' : 'Show Analytics'}
            </Button>
            <GatedButton
              lock={addLock}
              className="whitespace-nowrap"
              onClick={() => setAdding(true)}
              icon={<Plus size={20} strokeWidth={1.75} aria-hidden />}
            >
              Add Habit
            </GatedButton>
          </div>
        }
      />

      {showAnalytics ? <AnalyticsPanel date={date} /> : null}

      <div className="mb-6 flex flex-col gap-3">
        <DatePicker value={date} today={today} onChange={setDate} />
        <CategoryFilters value={filter} onChange={setFilter} />
      </div>

      {habits.isPending ? (
        <HabitSkeletons />
      ) : habits.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
          Failed to load habits. Please try again.
          <Button variant="secondary" size="sm" onClick={() => void habits.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <HabitList
          habits={active}
          filter={filter}
          date={date}
          stale={habits.isPlaceholderData}
          pendingIds={pendingIds}
          onAdd={() => setAdding(true)}
          addLock={addLock}
          onShowAll={() => setFilter('all')}
          onToggle={(habit) => toggle.mutate({ habit, date })}
          onEdit={setEditing}
          onArchive={(habit) => setArchived(habit, true)}
          onDelete={setDeleting}
        />
      )}

      <ArchivedHabits
        habits={archived}
        date={date}
        onRestore={(habit) => setArchived(habit, false)}
        onDelete={setDeleting}
      />

      <HabitFormDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a Wealth Habit"
        description="One small, repeatable action that moves your wealth forward."
        submitLabel="Save Habit"
        initial={EMPTY_HABIT_FORM}
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync({ ...toCreatePayload(values, date), requestId: draft.requestId }).then(
            () => {
              draft.saved();
              return true;
            },
            () => false,
          )
        }
      />
      {editing ? (
        <HabitFormDialog
          key={editing.id}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title="Edit Habit"
          description="Change how this habit reads; its history stays."
          submitLabel="Save Changes"
          initial={formValuesOf(editing)}
          frequencyLocked
          pending={edit.isPending}
          onSubmit={(values) =>
            edit.mutateAsync({ id: editing.id, changes: toUpdatePayload(values), date }).then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
      <DeleteHabitDialog habit={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
