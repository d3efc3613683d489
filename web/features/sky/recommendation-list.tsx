import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn';

export function RecommendationList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-[15px] text-ink/90">
          <Check size={18} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-emerald" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
