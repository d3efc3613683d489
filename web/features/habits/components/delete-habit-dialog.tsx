import type { Habit } from '#domain/habits/habits';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteHabit } from '#web/features/habits/api';

/** Asks before deleting, because a habit's whole history goes with it. */
export function DeleteHabitDialog({ habit, onClose }: { habit: Habit | null; onClose: () => void }) {
  const remove = useDeleteHabit();
  const count = habit?.totalCompletions ?? 0;
  return (
    <ConfirmDialog
      open={habit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this habit?"
      description={`“${habit?.title ?? ''}” and its ${count} ${count === 1 ? 'completion' : 'completions'} will be deleted. This cannot be undone.`}
      confirmLabel="Delete Habit"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (habit) remove.mutate(habit, { onSuccess: onClose });
      }}
    />
  );
}
