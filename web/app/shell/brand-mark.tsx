import { Gem } from 'lucide-react';
import { cn } from '../../lib/cn';
import { BRAND } from '../brand';

/** Logo and title; shared by the sidebar, the mobile header and the landing page. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-xl border border-gold/40 bg-gold/10 text-gold">
        <Gem size={20} strokeWidth={1.75} aria-hidden />
      </span>
      <span className={cn('font-serif leading-none text-ink', compact ? 'text-2xl' : 'text-[26px]')}>
        {BRAND.name}
      </span>
    </span>
  );
}
