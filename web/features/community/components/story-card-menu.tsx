import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BadgeCheck,
  Eye,
  EyeOff,
  MoreVertical,
  Pencil,
  ShieldOff,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { Story } from '#domain/community';
import { cn } from '#web/lib/cn';

export type StoryAction = 'edit' | 'delete' | 'verify' | 'unverify' | 'hide' | 'unhide';

type Item = { action: StoryAction; label: string; icon: LucideIcon; tone?: 'rose' };

/** The actions this user may take on this story: authors edit and delete, moderators verify, hide and delete. */
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

export function StoryCardMenu({
  items,
  title,
  onAction,
}: {
  items: Item[];
  title: string;
  onAction: (action: StoryAction) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Options for “${title}”`}
        className="-mr-2 -mt-2 grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl text-muted hover:bg-raised hover:text-ink data-[state=open]:bg-raised"
      >
        <MoreVertical size={20} strokeWidth={1.75} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-xl border border-line bg-raised p-1 shadow-xl shadow-black/40"
        >
          {items.map(({ action, label, icon: Icon, tone }) => (
            <DropdownMenu.Item
              key={action}
              onSelect={() => onAction(action)}
              className={cn(
                'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[15px] outline-none data-[highlighted]:bg-surface',
                tone === 'rose' ? 'text-rose' : 'text-ink',
              )}
            >
              <Icon size={18} strokeWidth={1.75} aria-hidden />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
