import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { BRAND } from '#web/lib/brand';
import { NAV_ITEMS } from '#web/app/nav-items';

const EXTRA_TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/subscribe': 'Subscribe',
  '/profile': 'Your Profile',
  '/admin': 'Admin Console',
};

/** The browser tab names the page ("Quantum Goals · Abundance"); unknown paths keep the plain name. */
function titleFor(path: string): string {
  const label = NAV_ITEMS.find((item) => item.href === path)?.label ?? EXTRA_TITLES[path];
  return label ? `${label} · ${BRAND.name}` : BRAND.name;
}

/**
 * What a full page load would do on a client-side navigation: start at the top and tell the browser
 * (and screen readers' tab lists) the new page's name.
 */
export function useRouteEffects(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = titleFor(location);
  }, [location]);
}
