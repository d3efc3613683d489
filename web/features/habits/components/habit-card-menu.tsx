import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Archive, MoreVertical, Pencil, SkipForward, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type MenuProps = {
  title: string;
  /** Skip or un-skip the shown period; absent when the period is done (nothing to skip). */
  skip?: { skipped: boolean; onSelect: () => void };
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
};

function Item({
  icon,
  children,
  onSelect,
  tone = 'ink',
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  tone?: 'ink' | 'rose';
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[15px] outline-none data-[highlighted]:bg-surface',
        tone === 'rose' ? 'text-rose' : 'text-ink',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** Edit, archive and delete for one card; it sits above the card's toggle so its clicks stay its own. */
export function HabitCardMenu({ title, skip, onEdit, onArchive, onDelete }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Options for ${title}`}
        className="relative z-10 -mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:bg-raised hover:text-ink data-[state=open]:bg-raised"
      >
        <MoreVertical size={20} strokeWidth={1.75} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-xl border border-line bg-raised p-1 shadow-xl shadow-black/40"
        >
          <Item icon={<Pencil size={18} strokeWidth={1.75} aria-hidden />} onSelect={onEdit}>
            Edit
          </Item>
          {skip ? (
            <Item icon={<SkipForward size={18} strokeWidth={1.75} aria-hidden />} onSelect={skip.onSelect}>
              {skip.skipped ? 'Undo skip' : 'Skip this period'}
            </Item>
          ) : null}
          <Item icon={<Archive size={18} strokeWidth={1.75} aria-hidden />} onSelect={onArchive}>
            Archive
          </Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <Item icon={<Trash2 size={18} strokeWidth={1.75} aria-hidden />} onSelect={onDelete} tone="rose">
            Delete
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
