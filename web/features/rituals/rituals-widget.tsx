import { Flame, Plus, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import type { Ritual } from '#domain/rituals/rituals';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Skeleton } from '#web/components/ui/skeleton';
import { AddRitualForm } from './add-ritual-form';
import { usePendingRitualIds, useRituals, useToggleRitual } from './api';
import { RitualItem } from './ritual-item';
import { LoadError } from '#web/components/ui/load-error';
import { useMemberToday } from '#web/lib/use-member-today';

const SKELETON_COUNT = 5;

function RitualSkeletons() {
  return (
    <ul aria-label="Loading rituals" className="grid gap-2">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className="flex min-h-12 items-center gap-3 rounded-xl border border-line px-3">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 flex-1" style={{ maxWidth: `${85 - index * 9}%` }} />
        </li>
      ))}
    </ul>
  );
}

/** Today's rituals: tick them off, add your own (docs/rituals.md). */
export function RitualsWidget({ compact = false }: { compact?: boolean }) {
  const { showStreaks } = useSignedInUser();
  const date = useMemberToday();
  const rituals = useRituals(date);
  const toggle = useToggleRitual();
  // One request per ritual at a time, so a double click cannot send a tick and an un-tick that race.
  const pendingIds = usePendingRitualIds();
  const onToggle = (ritual: Ritual) => toggle.mutate({ ritual, date });

  // Compact (the dashboard): the add form opens from a button in the header, to keep the card short.
  const [adding, setAdding] = useState(!compact);
  const list = rituals.data ?? [];
  const done = list.filter((ritual) => ritual.isCompleted).length;

  return (
    <Card compact={compact} id="daily-rituals" aria-labelledby="rituals-title" className="scroll-mt-20">
      <CardHeader compact={compact}>
        <div>
          <CardTitle compact={compact} id="rituals-title" className="flex items-center gap-2">
            {showStreaks ? (
              <Flame size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
            ) : (
              <Sun size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
            )}
            Daily Rituals
          </CardTitle>
          <CardDescription className={compact ? 'mt-0.5 hidden sm:block' : 'mt-0.5'}>
            Small acts that align your day with abundance.
          </CardDescription>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {rituals.data ? (
            <p className="text-sm text-muted tabular" aria-live="polite">
              <span className="font-semibold text-ink">{done}</span> of {list.length} done
            </p>
          ) : null}
          {compact && !adding ? (
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 min-h-11 min-w-11 px-0"
              aria-label="Add your own ritual"
              title="Add your own ritual"
              onClick={() => setAdding(true)}
            >
              <Plus size={20} strokeWidth={1.75} aria-hidden />
            </Button>
          ) : null}
        </div>
      </CardHeader>

      {rituals.isPending ? (
        <RitualSkeletons />
      ) : rituals.isError ? (
        <LoadError message="Your rituals could not be loaded." onRetry={() => void rituals.refetch()} />
      ) : (
        <>
          <ProgressBar
            value={list.length ? (done / list.length) * 100 : 0}
            label="Rituals completed today"
            tone="emerald"
            className={compact ? 'mb-2.5' : 'mb-4'}
          />
          <ul className={compact ? 'grid gap-1.5' : 'grid gap-2'}>
            {list.map((ritual) => (
              <RitualItem
                key={ritual.id}
                ritual={ritual}
                busy={pendingIds.has(ritual.id)}
                onToggle={onToggle}
                compact={compact}
              />
            ))}
          </ul>
          {adding ? <AddRitualForm date={date} autoFocus={compact} /> : null}
        </>
      )}
    </Card>
  );
}
