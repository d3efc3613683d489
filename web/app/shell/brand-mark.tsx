import { BRAND } from '../nav-items';

/** Logo and title. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-xl border border-gold/40 bg-gold/10 text-gold">
        <BRAND.icon size={20} strokeWidth={1.75} aria-hidden />
      </span>
      <span
        className={
          compact
            ? 'font-serif text-2xl leading-none text-ink'
            : 'font-serif text-[26px] leading-none text-ink'
        }
      >
        {BRAND.name}
      </span>
    </span>
  );
}
