import { RefreshCw, Sparkles } from 'lucide-react';
import { AFFIRMATIONS_PER_SET, AFFIRMATION_TEXT, type Affirmation } from '#domain/affirmations/affirmations';
import { Button } from '#web/components/ui/button';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { LockedButton } from '#web/lib/locked-button';
import { useLimitLock } from '#web/lib/use-feature-lock';
import { useMemberToday } from '#web/lib/use-member-today';
import { AffirmationItem } from './affirmation-item';
import { useAffirmations, useGenerateAffirmations, useToggleLiked } from './api';
import { LoadError } from '#web/components/ui/load-error';

function AffirmationSkeletons() {
  return (
    <ul aria-label="Loading affirmations" className="space-y-3">
      {[0, 1, 2].map((index) => (
        <li key={index} className="rounded-xl border border-line p-4">
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="mt-2 h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-32" />
        </li>
      ))}
    </ul>
  );
}

/** Groups the day's list (newest set first) into sets, so earlier sets can be labelled. */
function bySet(list: Affirmation[]): Affirmation[][] {
  const sets = new Map<number, Affirmation[]>();
  for (const affirmation of list)
    sets.set(affirmation.batch, [...(sets.get(affirmation.batch) ?? []), affirmation]);
  return [...sets.values()];
}

/** docs/affirmations.md: 'Today's Quantum Affirmations': the day's sets, a heart per line, and one way to ask for more. */
export function AffirmationsWidget({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const date = useMemberToday();
  const list = useAffirmations(date);
  const generate = useGenerateAffirmations(date);
  const toggle = useToggleLiked(date);
  const allSets = bySet(list.data ?? []);
  // The dashboard shows the newest set; earlier ones are on the affirmations page.
  const sets = compact ? allSets.slice(0, 1) : allSets;
  // The server counts the day's sets, each AFFIRMATIONS_PER_SET lines (docs/plans.md).
  const latestBatch = Math.max(0, ...(list.data ?? []).map((affirmation) => affirmation.batch));
  const moreLock = useLimitLock('affirmations', latestBatch * AFFIRMATIONS_PER_SET);
  const onGenerate = () => {
    if (!generate.isPending) generate.mutate();
  };

  return (
    <Card
      compact={compact}
      className={cn('flex flex-col', className)}
      aria-busy={list.isPending || generate.isPending}
    >
      <CardHeader compact={compact}>
        <CardTitle compact={compact} className="flex items-start gap-2">
          <Sparkles size={20} strokeWidth={1.75} aria-hidden className="mt-1.5 shrink-0 text-gold" />
          {AFFIRMATION_TEXT.title}
        </CardTitle>
        {sets.length > 0 && moreLock.locked ? (
          <LockedButton lock={moreLock} variant="secondary" size="sm" className="min-h-11 shrink-0 px-3">
            <span className="sr-only sm:not-sr-only">{AFFIRMATION_TEXT.generateNew}</span>
          </LockedButton>
        ) : sets.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onGenerate}
            disabled={generate.isPending}
            className="min-h-11 min-w-11 shrink-0 px-0 sm:px-3"
          >
            <RefreshCw
              size={16}
              strokeWidth={1.75}
              aria-hidden
              className={cn(generate.isPending && 'animate-spin')}
            />
            {/* Icon-only on phones so the title keeps its width; the name is always there for AT. */}
            <span className="sr-only sm:not-sr-only">{AFFIRMATION_TEXT.generateNew}</span>
          </Button>
        ) : null}
      </CardHeader>

      {list.isPending ? (
        <AffirmationSkeletons />
      ) : list.isError ? (
        <LoadError
          message={list.error.message || 'Your affirmations could not be loaded.'}
          onRetry={() => void list.refetch()}
        />
      ) : sets.length === 0 ? (
        <EmptyState
          compact={compact}
          icon={<Sparkles size={28} strokeWidth={1.5} aria-hidden />}
          title={AFFIRMATION_TEXT.emptyTitle}
          description="Three lines chosen for your goals, habits, practice and today's moon."
          action={
            <Button size={compact ? 'sm' : 'md'} onClick={onGenerate} disabled={generate.isPending}>
              {AFFIRMATION_TEXT.emptyAction}
            </Button>
          }
        />
      ) : (
        <div className={compact ? 'space-y-3' : 'space-y-5'}>
          {sets.map((set, index) => (
            <section key={set[0]?.batch} aria-label={index === 0 ? 'Latest affirmations' : 'Earlier today'}>
              {index > 0 ? (
                <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-muted">
                  Earlier today
                </h3>
              ) : null}
              <ul className={compact ? 'space-y-2' : 'space-y-3'}>
                {set.map((affirmation) => (
                  <AffirmationItem
                    key={affirmation.id}
                    compact={compact}
                    affirmation={affirmation}
                    onToggleLiked={(a) => toggle.mutate({ id: a.id, isLiked: !a.isLiked })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
