import { MoonStar } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Card } from '#web/components/ui/card';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMemberToday } from '#web/lib/use-member-today';
import { useJournalToday } from './api';
import { EntryForm } from './entry-form';
import { EntryList } from './entry-list';
import { MonthView } from './month-view';
import { MoodChart } from './mood-chart';

/**
 * /journal (docs/journal.md): today's prompt with today's entry (the one the gratitude ritual
 * opens, created on first save), the mood chart, a month view and every entry by day with search.
 */
export default function JournalPage() {
  const today = useMemberToday();
  const journalToday = useJournalToday();
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const focusGratitude = new URLSearchParams(useSearch()).has('gratitude');
  const data = journalToday.data;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Journal"
        subtitle="A private place for your thoughts, your mood and what you are grateful for."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card>
          {journalToday.isPending ? (
            <Skeleton className="h-72" />
          ) : journalToday.error || !data ? (
            <LoadError
              message="Today’s page could not be loaded."
              onRetry={() => void journalToday.refetch()}
            />
          ) : (
            <>
              <p className="mb-1 flex items-center gap-2 text-xs uppercase tracking-wide text-muted">
                <MoonStar size={14} aria-hidden className="text-gold" /> {data.phase} · today’s prompt
              </p>
              <h2 className="mb-5 font-serif text-2xl leading-snug text-ink">{data.prompt.text}</h2>
              <EntryForm
                entry={data.entry}
                promptId={data.entry ? null : data.prompt.id}
                focusGratitude={focusGratitude}
              />
            </>
          )}
        </Card>
        <div className="grid content-start gap-6">
          <MonthView today={today} selected={selectedDay} onSelect={setSelectedDay} />
        </div>
      </div>
      <MoodChart today={today} />
      <EntryList today={today} day={selectedDay} onClearDay={() => setSelectedDay(null)} />
    </div>
  );
}
