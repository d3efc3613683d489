import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { OfflineBanner } from '#web/components/offline-banner';
import { VerifyEmailBanner } from '#web/features/account/verify-email-banner';
import { BRAND } from '#web/lib/brand';
import { useTimeZoneSync } from '#web/lib/use-time-zone-sync';
import { BrandMark } from '#web/components/brand-mark';
import './shell.css';
import { SidebarContent } from './sidebar-content';
import { SkipLink } from '#web/components/skip-link';
import { TabBar } from './tab-bar';
import { useRouteEffects } from './use-route-effects';

const LARGE_SCREEN = '(min-width: 64rem)';

/**
 * The signed-in frame: a fixed 272px sidebar from 1024px up; below that a sticky header whose menu
 * button slides the sidebar in over an overlay (a modal dialog: focus stays inside, Escape and the
 * close button close it), and below 768px a bottom tab bar whose More opens the same drawer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigated = useRef(false);
  useTimeZoneSync();
  useRouteEffects();

  // Growing the window past the breakpoint hides the sliding sidebar; close it so focus is not trapped.
  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const navigate = () => {
    navigated.current = true;
    setMenuOpen(false);
  };

  return (
    <div className="min-h-dvh bg-night">
      <SkipLink />
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-[272px] border-r border-line bg-surface lg:block"
      >
        <SidebarContent />
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-night/90 px-3 backdrop-blur sm:px-4 lg:hidden">
        <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogPrimitive.Trigger
            className="grid size-11 place-items-center rounded-xl text-ink hover:bg-raised"
            aria-label="Open menu"
          >
            <Menu size={22} strokeWidth={1.75} aria-hidden />
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="shell-overlay fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" />
            <DialogPrimitive.Content
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                // After choosing a page, continue from its content rather than the menu button.
                if (!navigated.current) return;
                navigated.current = false;
                event.preventDefault();
                document.getElementById('main')?.focus();
              }}
              className="shell-sidebar fixed inset-y-0 left-0 z-50 w-[86%] max-w-[300px] border-r border-line bg-surface shadow-2xl shadow-black/60 lg:hidden"
            >
              <DialogPrimitive.Title className="sr-only">{BRAND.name} menu</DialogPrimitive.Title>
              <DialogPrimitive.Close
                className="absolute right-3 top-4 grid size-11 place-items-center rounded-xl text-muted hover:bg-raised hover:text-ink"
                aria-label="Close menu"
              >
                <X size={22} strokeWidth={1.75} aria-hidden />
              </DialogPrimitive.Close>
              <SidebarContent onNavigate={navigate} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <Link href="/" className="rounded-lg">
          <BrandMark compact />
        </Link>
      </header>

      <main id="main" tabIndex={-1} className="pb-16 outline-none md:pb-0 lg:pl-[272px]">
        <OfflineBanner />
        <VerifyEmailBanner />
        <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>
      </main>
      <TabBar onMore={() => setMenuOpen(true)} />
    </div>
  );
}
