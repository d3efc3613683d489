import type { Story } from '#domain/community/community';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteStory } from '#web/features/community/api';

/** Asks before deleting, because the story's likes go with it. */
export function DeleteStoryDialog({ story, onClose }: { story: Story | null; onClose: () => void }) {
  const remove = useDeleteStory();
  return (
    <ConfirmDialog
      open={story !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this story?"
      description={`“${story?.title ?? ''}” and its likes will be deleted for everyone. This cannot be undone.`}
      confirmLabel="Delete Story"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (story) remove.mutate(story, { onSuccess: onClose });
      }}
    />
  );
}
