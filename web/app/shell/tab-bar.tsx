import { BarChart3, Home, Menu, MoonStar, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '#web/lib/cn';

/** The phone tab bar's destinations; "More" opens the drawer with every page. */
const TABS = [
  { label: 'Today', href: '/', icon: Home, also: ['/dashboard'] },
  { label: 'Meditate', href: '/meditate', icon: Sparkles, also: [] },
  { label: 'Habits', href: '/wealth-habits', icon: BarChart3, also: [] },
  { label: 'Moon', href: '/astrology', icon: MoonStar, also: [] },
] as const;

const tab =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors';

/**
 * A bottom tab bar on screens below 768px, beside the drawer (whose labels stay the spec's): the
 * four places a member goes most, and More for the rest.
 */
export function TabBar({ onMore }: { onMore: () => void }) {
  const [path] = useLocation();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-night/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {TABS.map(({ label, href, icon: Icon, also }) => {
          const current = path === href || (also as readonly string[]).includes(path);
          return (
            <li key={href} className="flex flex-1">
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(tab, current ? 'text-gold' : 'text-muted hover:text-ink')}
              >
                <Icon size={22} strokeWidth={1.75} aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button type="button" onClick={onMore} className={cn(tab, 'text-muted hover:text-ink')}>
            <Menu size={22} strokeWidth={1.75} aria-hidden />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}
