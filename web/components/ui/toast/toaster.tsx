import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '#web/lib/cn';
import { TOAST_DURATION_MS, toastStore } from './toast-store';

const variantClass = {
  default: 'border-line bg-raised',
  success: 'border-emerald/50 bg-raised',
  destructive: 'border-rose/60 bg-[#2a1420]',
} as const;

/**
 * Renders the toast store with Radix (docs/architecture.md): 5 s display, swipe right past 50 px to dismiss,
 * F8 focuses the region, viewport at most 420 px wide.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) toastStore.dismiss(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-2xl shadow-black/40',
            'data-[state=open]:animate-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full transition-transform',
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title
                className={cn('text-sm font-semibold', variant === 'destructive' ? 'text-rose' : 'text-ink')}
              >
                {title}
              </ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm text-muted">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 grid size-8 place-items-center rounded-lg text-muted hover:text-ink"
          >
            <X size={16} strokeWidth={1.75} aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
