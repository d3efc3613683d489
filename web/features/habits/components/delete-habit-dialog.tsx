import type { Habit } from '#domain/habits';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toast/toast-store';
import { useDeleteHabit } from '#web/features/habits/api';

/** Asks before deleting, because a habit's whole history goes with it. */
export function DeleteHabitDialog({ habit, onClose }: { habit: Habit | null; onClose: () => void }) {
  const remove = useDeleteHabit();
  const count = habit?.totalCompletions ?? 0;
  const confirm = () => {
    if (!habit) return;
    remove.mutate(habit.id, {
      onSuccess: () => {
        toast({ title: 'Habit Deleted', description: `“${habit.title}” and its history were removed.` });
        onClose();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete habit. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog
      open={habit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this habit?"
      description={`“${habit?.title ?? ''}” and its ${count} ${count === 1 ? 'completion' : 'completions'} will be deleted. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? 'Deleting...' : 'Delete Habit'}
        </Button>
      </div>
    </Dialog>
  );
}
