import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

/** A large toggle for one answer among several (aria-pressed says which one is chosen). */
export function ChoiceButton({
  chosen,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { chosen: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={cn(
        'min-h-13 rounded-xl border px-4 py-3 text-left text-[15px] font-medium transition-colors',
        chosen ? 'border-gold bg-gold/10 text-ink' : 'border-line bg-raised text-ink hover:border-gold/60',
        className,
      )}
      {...props}
    />
  );
}
