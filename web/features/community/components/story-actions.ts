import { BadgeCheck, Eye, EyeOff, Pencil, ShieldOff, Trash2, type LucideIcon } from 'lucide-react';
import type { Story } from '#domain/community/community';

export type StoryAction = 'edit' | 'delete' | 'verify' | 'unverify' | 'hide' | 'unhide';

type Item = { action: StoryAction; label: string; icon: LucideIcon; tone?: 'rose' };

/** The actions this user may take on this story: authors edit and delete, admins verify, hide and delete. */
export function storyActions(story: Story, isAdmin: boolean): Item[] {
  const items: Item[] = [];
  if (story.isMine) items.push({ action: 'edit', label: 'Edit story', icon: Pencil });
  if (isAdmin) {
    items.push(
      story.isVerified
        ? { action: 'unverify', label: 'Remove verification', icon: ShieldOff }
        : { action: 'verify', label: 'Verify story', icon: BadgeCheck },
      story.isHidden
        ? { action: 'unhide', label: 'Unhide story', icon: Eye }
        : { action: 'hide', label: 'Hide story', icon: EyeOff },
    );
  }
  if (story.isMine || isAdmin)
    items.push({ action: 'delete', label: 'Delete story', icon: Trash2, tone: 'rose' });
  return items;
}
