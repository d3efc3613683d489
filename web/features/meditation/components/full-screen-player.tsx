import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The full-screen player: the session's title, its visual, and the transport pinned to the bottom
 * of the screen, so on a phone the controls stay in view while it plays. A modal dialog: Escape or
 * "Close player" returns to the page, the sound carries on.
 */
export function FullScreenPlayer({
  open,
  onOpenChange,
  title,
  subtitle,
  stage,
  transport,
  below,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  subtitle: string;
  stage: ReactNode;
  transport: ReactNode;
  below: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-night"
        >
          <div className="flex items-start justify-between gap-3 px-4 pt-4 sm:px-8 sm:pt-6">
            <div className="min-w-0">
              <p className="text-sm text-muted">{subtitle}</p>
              <DialogPrimitive.Title className="font-serif text-3xl leading-tight text-ink sm:text-4xl">
                {title}
              </DialogPrimitive.Title>
            </div>
            <DialogPrimitive.Close
              aria-label="Close player"
              className="grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:bg-raised hover:text-ink"
            >
              <X size={22} strokeWidth={1.75} aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-8">
            <div className="mx-auto flex max-w-2xl flex-col gap-4">
              {stage}
              {below}
            </div>
          </div>
          <div className="border-t border-line bg-surface/90 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-4 backdrop-blur sm:px-8">
            <div className="mx-auto max-w-2xl">{transport}</div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
