import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The button that does it, e.g. 'Delete Habit'; while pending it reads `pendingLabel`. */
  confirmLabel: string;
  pendingLabel: string;
  /** The button that backs out, e.g. 'Keep my plan'. */
  cancelLabel?: string;
  pending: boolean;
  /** True while the action may not run yet (a typed confirmation that does not match). */
  blocked?: boolean;
  onConfirm: () => void;
  /** Anything the member must fill in before confirming. */
  children?: ReactNode;
};

/**
 * "Are you sure?" before an action that cannot be undone: a form, so Enter confirms as the button
 * does. The destructive action comes last on wide screens and on top on phones.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  blocked = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && !blocked) onConfirm();
        }}
      >
        {children}
        <div
          className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', children ? 'mt-5' : null)}
        >
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending || blocked}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
