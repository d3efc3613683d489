import { Download } from 'lucide-react';
import { useState } from 'react';
import { insightsCsv, type InsightRange, type Insights } from '#domain/insights/insights';
import { Link } from 'wouter';
import { Button, buttonClass } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { PlanGatedPage } from '#web/lib/locked-page';
import { UpgradePanel } from '#web/lib/upgrade-panel';
import { isUpgradeRequired } from '#web/lib/upgrade-required';
import { useInsights } from './api';
import { BarChart } from './bar-chart';
import { InsightsTable } from './insights-table';
import { Patterns } from './patterns';
import { WhatHelps } from './what-helps';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const labelFor = (range: InsightRange) => (start: string) =>
  range === '12m'
    ? (MONTHS[Number(start.slice(5, 7)) - 1] ?? start)
    : `${Number(start.slice(8))} ${MONTHS[Number(start.slice(5, 7)) - 1] ?? ''}`;

function download(insights: Insights) {
  const url = URL.createObjectURL(new Blob([insightsCsv(insights)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `abundance-insights-${insights.range}-${insights.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const SERIES = [
  { key: 'meditationMinutes', title: 'Minutes meditated', unit: 'min', color: '#8B7CF6' },
  { key: 'rituals', title: 'Rituals completed', unit: 'rituals', unitOne: 'ritual', color: '#E2B857' },
  { key: 'habitCompletions', title: 'Habit completions', unit: 'done', color: '#34D399' },
  { key: 'checkIns', title: 'Energy check-ins', unit: 'check-ins', unitOne: 'check-in', color: '#F0CB6E' },
  { key: 'energy', title: 'Mean energy (1-10)', unit: 'avg', color: '#8B7CF6' },
  {
    key: 'coherence',
    title: 'Mean coherence (%)',
    unit: 'avg',
    color: '#34D399',
    note: 'Your coherence at each energy check-in, averaged; it rises with every ritual, habit and meditation of the day.',
  },
] as const;

const isEmpty = (insights: Insights) =>
  insights.buckets.every(
    (bucket) => bucket.meditationMinutes + bucket.rituals + bucket.habitCompletions + bucket.checkIns === 0,
  );

const SUBTITLE = 'Your practice, check-ins and habits over time, from your own records.';

/** What a member whose plan lacks the analytics reads instead (docs/insights.md). */
const PREVIEW_POINTS = [
  'Charts of your minutes, rituals, habits, check-ins and mean energy over 12 weeks or 12 months.',
  'Each habit’s completion rate, your best time of day and day of the week, and your streak history.',
  'Energy on days you meditate against days you do not, and what helps your mood, from your journal.',
  'Every series as a table and as a CSV download.',
] as const;

/**
 * /insights: Premium analytics over 12 weeks or 12 months (docs/insights.md). A plan without them
 * sees a preview and the upgrade sheet; the analytics, and so their requests, are never mounted.
 */
export default function InsightsPage() {
  return (
    <PlanGatedPage
      feature="insights"
      title="Insights"
      subtitle={SUBTITLE}
      intro="See how your practice adds up over time, from your own records."
      points={PREVIEW_POINTS}
      skeletonClassName="h-96"
    >
      <InsightsAnalytics />
    </PlanGatedPage>
  );
}

function InsightsAnalytics() {
  const [range, setRange] = useState<InsightRange>('12w');
  const [view, setView] = useState<'charts' | 'table'>('charts');
  const insights = useInsights(range);
  const label = labelFor(range);
  const data = insights.data;
  return (
    <div>
      <PageHeader
        title="Insights"
        subtitle={SUBTITLE}
        actions={
          data ? (
            <Button variant="secondary" size="sm" onClick={() => download(data)}>
              <Download size={18} strokeWidth={1.75} aria-hidden /> Download CSV
            </Button>
          ) : null
        }
      />
      <div className="mb-5 flex flex-wrap gap-2">
        <div role="group" aria-label="Range" className="flex gap-1 rounded-xl border border-line p-1">
          {(['12w', '12m'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              onClick={() => setRange(option)}
              className={cn(
                'min-h-9 rounded-lg px-3 text-sm',
                range === option ? 'bg-gold text-on-gold' : 'text-muted hover:text-ink',
              )}
            >
              {option === '12w' ? '12 weeks' : '12 months'}
            </button>
          ))}
        </div>
        <div role="group" aria-label="View" className="flex gap-1 rounded-xl border border-line p-1">
          {(['charts', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn(
                'min-h-9 rounded-lg px-3 text-sm',
                view === option ? 'bg-raised text-ink' : 'text-muted hover:text-ink',
              )}
            >
              {option === 'charts' ? 'Charts' : 'Table'}
            </button>
          ))}
        </div>
      </div>
      {insights.isPending ? (
        <Skeleton className="h-96" />
      ) : insights.error && isUpgradeRequired(insights.error) ? (
        <UpgradePanel message={insights.error.message} />
      ) : insights.error || !data ? (
        <LoadError message="Failed to load your insights." onRetry={() => void insights.refetch()} />
      ) : (
        <div className="grid gap-6">
          {isEmpty(data) ? (
            <EmptyState
              title="Nothing to chart yet"
              description="Meditate, complete rituals and habits, and check in your energy: your trends appear here."
              action={
                <Link href="/meditate" className={buttonClass('primary')}>
                  Start a meditation
                </Link>
              }
            />
          ) : view === 'charts' ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {SERIES.map((series) => (
                <BarChart
                  key={series.key}
                  title={series.title}
                  unit={series.unit}
                  unitOne={'unitOne' in series ? series.unitOne : series.unit}
                  color={series.color}
                  note={'note' in series ? series.note : undefined}
                  labels={data.buckets.map((bucket) => label(bucket.start))}
                  values={data.buckets.map((bucket) => bucket[series.key])}
                />
              ))}
            </div>
          ) : (
            <InsightsTable insights={data} label={label} />
          )}
          <Patterns insights={data} />
          <WhatHelps />
        </div>
      )}
    </div>
  );
}
