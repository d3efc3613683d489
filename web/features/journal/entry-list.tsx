import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addDays } from '#domain/shared/dates';
import { SEARCH_MAX, SEARCH_MIN, SEARCH_SPAN_DAYS, type JournalEntry } from '#domain/journal/journal';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input } from '#web/components/ui/form-controls';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useJournalEntries, type JournalFilter } from './api';
import { EntryCard } from './entry-card';
import { formatDay } from './format';

function byDay(entries: JournalEntry[]): [string, JournalEntry[]][] {
  const days = new Map<string, JournalEntry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return [...days];
}

/**
 * Entries by day, newest first, twenty at a time; a search covers the last year (the server opens
 * a bounded span of entries to search them). `day` narrows the list to one day of the month view.
 */
export function EntryList({
  today,
  day,
  onClearDay,
}: {
  today: string;
  day: string | null;
  onClearDay: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const filter: JournalFilter = day
    ? { from: day, to: day }
    : q
      ? { q, from: addDays(today, -(SEARCH_SPAN_DAYS - 2)), to: addDays(today, 1) }
      : {};
  const entries = useJournalEntries(filter);
  const all = entries.data?.pages.flatMap((page) => page.entries) ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = draft.trim();
    setQ(words.length >= SEARCH_MIN ? words : '');
    if (day) onClearDay();
  };

  return (
    <section aria-labelledby="entries-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="entries-heading" className="text-2xl text-ink">
          {day ? formatDay(day) : q ? `Entries with “${q}”` : 'Your entries'}
        </h2>
        <form role="search" onSubmit={search} className="flex gap-2">
          <Input
            aria-label="Search your journal"
            placeholder="Search the last year"
            value={draft}
            minLength={SEARCH_MIN}
            maxLength={SEARCH_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="sm:w-64"
          />
          <Button type="submit" variant="secondary" aria-label="Search">
            <Search size={18} aria-hidden />
          </Button>
        </form>
      </div>
      {day || q ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onClearDay();
              setQ('');
              setDraft('');
            }}
          >
            Show all entries
          </Button>
        </div>
      ) : null}
      {entries.isPending ? (
        <Skeleton className="h-40" />
      ) : entries.error ? (
        <LoadError message="Your entries could not be loaded." onRetry={() => void entries.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          title={q ? 'No entry matches' : day ? 'Nothing written that day' : 'Your journal is empty'}
          description={
            q
              ? 'Try other words: the search looks through your entries and gratitude lines of the last year.'
              : 'Answer today’s prompt above, or just note your mood.'
          }
        />
      ) : (
        <div className="grid gap-6">
          {byDay(all).map(([entryDay, dayEntries]) => (
            <section key={entryDay} aria-label={formatDay(entryDay)}>
              {day ? null : <h3 className="mb-2 text-sm font-semibold text-muted">{formatDay(entryDay)}</h3>}
              <ul className="grid gap-3">
                {dayEntries.map((entry) => (
                  <EntryCard key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
          {entries.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void entries.fetchNextPage()}
              disabled={entries.isFetchingNextPage}
            >
              {entries.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
