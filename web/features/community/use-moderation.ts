import type { StoryUpdate } from '#domain/community/community';
import { useUpdateStory, type StoryChange } from './api';

export type ModerationAction = 'verify' | 'unverify' | 'hide' | 'unhide';

const CHANGES: Record<ModerationAction, { update: StoryUpdate; title: string; description: string }> = {
  verify: {
    update: { isVerified: true },
    title: 'Story Verified',
    description: 'It now carries the verified badge.',
  },
  unverify: {
    update: { isVerified: false },
    title: 'Verification Removed',
    description: 'The verified badge was removed.',
  },
  hide: {
    update: { isHidden: true },
    title: 'Story Hidden',
    description: 'Only its author and admins can see it now.',
  },
  unhide: {
    update: { isHidden: false },
    title: 'Story Visible',
    description: 'Everyone in the community can see it again.',
  },
};

/** Admin actions on a card (admins only; the server refuses anyone else with 403). */
export function useModeration() {
  const update = useUpdateStory<StoryChange & { action: ModerationAction }>({
    saved: ({ action }) => ({
      title: CHANGES[action].title,
      description: CHANGES[action].description,
      variant: 'success',
    }),
    failed: (error) => ({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  return (storyId: string, action: ModerationAction) =>
    update.mutate({ id: storyId, update: CHANGES[action].update, action });
}
