import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import { MoreVertical, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '#web/lib/cn';

export type MenuAction = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Destructive entries are rose and set apart from the others by a line. */
  tone?: 'rose';
  onSelect: () => void;
};

/**
 * A card's "more options" menu (Radix DropdownMenu): a 44px trigger named after what it acts on,
 * arrow keys between entries, Escape to close. Non-modal, so the page stays scrollable behind it;
 * the trigger sits above the card so a card that is itself a button does not take its clicks.
 */
export function DropdownMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  return (
    <DropdownPrimitive.Root modal={false}>
      <DropdownPrimitive.Trigger
        aria-label={label}
        className="relative z-10 -mr-2 -mt-2 grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl text-muted hover:bg-raised hover:text-ink data-[state=open]:bg-raised"
      >
        <MoreVertical size={20} strokeWidth={1.75} aria-hidden />
      </DropdownPrimitive.Trigger>
      <DropdownPrimitive.Portal>
        <DropdownPrimitive.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-line bg-raised p-1 shadow-xl shadow-black/40"
        >
          {actions.map(({ key, label: itemLabel, icon: Icon, tone, onSelect }, index) => (
            <Fragment key={key}>
              {tone === 'rose' && index > 0 && actions[index - 1]?.tone !== 'rose' ? (
                <DropdownPrimitive.Separator className="my-1 h-px bg-line" />
              ) : null}
              <DropdownPrimitive.Item
                onSelect={onSelect}
                className={cn(
                  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[15px] outline-none data-[highlighted]:bg-surface',
                  tone === 'rose' ? 'text-rose' : 'text-ink',
                )}
              >
                <Icon size={18} strokeWidth={1.75} aria-hidden />
                {itemLabel}
              </DropdownPrimitive.Item>
            </Fragment>
          ))}
        </DropdownPrimitive.Content>
      </DropdownPrimitive.Portal>
    </DropdownPrimitive.Root>
  );
}
