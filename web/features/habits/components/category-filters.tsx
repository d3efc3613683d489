import { HABIT_CATEGORIES, HABIT_CATEGORY_LABELS, type HabitCategory } from '#domain/habits/habits';
import { cn } from '#web/lib/cn';

export type CategoryFilter = HabitCategory | 'all';

const OPTIONS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...HABIT_CATEGORIES.map((category) => ({ value: category, label: HABIT_CATEGORY_LABELS[category] })),
];

/** One pressed chip at a time; on phones the row scrolls sideways inside itself. */
export function CategoryFilters({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {OPTIONS.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-11 shrink-0 cursor-pointer whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors duration-200 ease-out',
              pressed
                ? 'border-gold/70 bg-gold/15 text-gold'
                : 'border-line text-muted hover:border-gold/40 hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
