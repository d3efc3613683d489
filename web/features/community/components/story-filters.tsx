import { Search } from 'lucide-react';
import { MANIFESTATION_TYPE_LABELS } from '#domain/community/community';
import { STORY_FILTERS, STORY_SEARCH_MAX, type StoryFilter } from '#domain/community/list';
import { Input } from '#web/components/ui/form-controls';
import { cn } from '#web/lib/cn';
import { TypeIcon } from './type-icon';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  type: StoryFilter;
  onType: (type: StoryFilter) => void;
};

/** Search over title and content, and one pressed category chip (docs/community.md). */
export function StoryFilters({ search, onSearch, type, onType }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Search
          size={20}
          strokeWidth={1.75}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={search}
          maxLength={STORY_SEARCH_MAX}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search stories..."
          aria-label="Search stories"
          className="pl-10"
        />
      </div>
      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {STORY_FILTERS.map((option) => {
          const pressed = option === type;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onType(option)}
              className={cn(
                'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors duration-200 ease-out',
                pressed
                  ? 'border-gold/70 bg-gold/15 text-gold'
                  : 'border-line text-muted hover:border-gold/40 hover:text-ink',
              )}
            >
              {option === 'all' ? null : <TypeIcon type={option} size={18} />}
              {option === 'all' ? 'All' : MANIFESTATION_TYPE_LABELS[option]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
