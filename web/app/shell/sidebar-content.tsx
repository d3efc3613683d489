import { LogOut, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '#web/lib/cn';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { BRAND } from '#web/lib/brand';
import { NAV_ITEMS } from '#web/app/nav-items';
import { BrandMark } from '#web/components/brand-mark';
import { ProfileCard } from './profile-card';

function isActive(href: string, location: string) {
  if (href === '/') return location === '/' || location === '/dashboard';
  return location === href || (href === '/pricing' && location === '/subscribe');
}

/** Logo, tagline, navigation, profile card and sign-out; shared by the fixed and the sliding sidebar. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { showStreaks, isAdmin } = useSignedInUser();
  const [location] = useLocation();
  return (
    <div className="flex h-full flex-col gap-6 p-5">
      <div>
        <Link href="/" onClick={onNavigate} className="inline-block rounded-lg">
          <BrandMark />
        </Link>
        <p className="mt-2 font-serif text-[15px] italic text-muted">{BRAND.tagline}</p>
      </div>
      <nav aria-label="Main" className="-mx-2 flex-1 overflow-y-auto">
        <ul className="grid gap-0.5">
          {NAV_ITEMS.map((item) => {
            const { label, href } = item;
            const Icon = !showStreaks && 'calmIcon' in item ? item.calmIcon : item.icon;
            const active = isActive(href, location);
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center lg:min-h-10 gap-3 rounded-xl px-3 text-[15px] transition-colors duration-150',
                    active
                      ? 'bg-gold/12 font-semibold text-gold'
                      : 'text-muted hover:bg-raised hover:text-ink',
                  )}
                >
                  <Icon size={20} strokeWidth={1.75} aria-hidden />
                  {label}
                </Link>
              </li>
            );
          })}
          {isAdmin ? (
            <li>
              <Link
                href="/admin"
                onClick={onNavigate}
                aria-current={location === '/admin' ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center lg:min-h-10 gap-3 rounded-xl px-3 text-[15px] transition-colors duration-150',
                  location === '/admin'
                    ? 'bg-gold/12 font-semibold text-gold'
                    : 'text-muted hover:bg-raised hover:text-ink',
                )}
              >
                <ShieldCheck size={20} strokeWidth={1.75} aria-hidden />
                Admin
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-2">
        <ProfileCard onNavigate={onNavigate} />
        {/* A form post: signing out changes state, so it is never a link a page could trigger. */}
        <form method="post" action="/api/logout">
          <button
            type="submit"
            className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm text-muted hover:bg-raised hover:text-ink"
          >
            <LogOut size={18} strokeWidth={1.75} aria-hidden />
            Sign out
          </button>
        </form>
      </div>
    </div>
  );
}
