import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const PHONE = '(max-width: 639px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(PHONE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below Tailwind's `sm` (640 px), read synchronously so the first render already fits. */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/**
 * A secondary dashboard widget on a phone: one row with its title that opens it in place, so the
 * whole dashboard fits a few screens (docs/dashboard.md, "Compact"). From 640 px it is the widget
 * itself. The widget mounts only when opened, so a folded one costs no request either.
 */
export function PhoneFold({ title, children }: { title: string; children: ReactNode }) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const opened = useRef<HTMLDivElement>(null);
  const [justOpened, setJustOpened] = useState(false);
  useEffect(() => {
    // Focus follows the member into what they opened (the button they pressed is gone).
    if (justOpened) opened.current?.focus();
  }, [justOpened]);

  if (!phone) return <>{children}</>;
  if (open)
    return (
      <div ref={opened} tabIndex={-1} className="outline-none">
        {children}
      </div>
    );
  return (
    <button
      type="button"
      aria-expanded={false}
      onClick={() => {
        setOpen(true);
        setJustOpened(true);
      }}
      className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-3.5 py-2.5 text-left transition-colors duration-200 hover:border-gold/50 hover:bg-raised"
    >
      <span className="font-serif text-lg leading-tight text-ink">{title}</span>
      <span className="flex items-center gap-1 text-sm text-muted">
        Show
        <ChevronDown size={18} strokeWidth={1.75} aria-hidden />
      </span>
    </button>
  );
}
