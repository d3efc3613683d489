import { cn } from '#web/lib/cn';
import { BRAND } from '#web/lib/brand';

/**
 * Logo and title; shared by the sidebar, the mobile header and the landing page. The mark (a star in
 * a ring) is the favicon's and the sign-in page's, drawn inline so it costs no icon library.
 */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden className="size-9 shrink-0 text-gold">
        <circle cx="16" cy="16" r="14.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16 6l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="currentColor" />
      </svg>
      <span className={cn('font-serif leading-none text-ink', compact ? 'text-2xl' : 'text-[26px]')}>
        {BRAND.name}
      </span>
    </span>
  );
}
