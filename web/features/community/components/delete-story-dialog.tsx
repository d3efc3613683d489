import type { Story } from '#domain/community';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toast/toast-store';
import { useDeleteStory } from '#web/features/community/api';

/** Asks before deleting, because the story's likes go with it. */
export function DeleteStoryDialog({ story, onClose }: { story: Story | null; onClose: () => void }) {
  const remove = useDeleteStory();
  const confirm = () => {
    if (!story) return;
    remove.mutate(story.id, {
      onSuccess: () => {
        toast({ title: 'Story Deleted', description: `“${story.title}” was removed.` });
        onClose();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete story. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this story?"
      description={`“${story?.title ?? ''}” and its likes will be deleted for everyone. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? 'Deleting...' : 'Delete Story'}
        </Button>
      </div>
    </Dialog>
  );
}
