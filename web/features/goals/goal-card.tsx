import { CalendarDays, Hourglass, Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  daysRemaining,
  formatUsd,
  PROBABILITY_EXPLANATION,
  probabilityBand,
  type ProbabilityBand,
  type Goal,
} from '#domain/goals/goals';
import { Button } from '#web/components/ui/button';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { cn } from '#web/lib/cn';
import { GoalProgressEditor } from './goal-progress-editor';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

/** docs/goals.md: colour bands at 80, 60 and 40. */
const BAND_STYLE: Record<ProbabilityBand, string> = {
  excellent: 'border-emerald/40 bg-emerald/10 text-emerald',
  good: 'border-gold/40 bg-gold/10 text-gold',
  fair: 'border-violet/40 bg-violet/10 text-violet',
  low: 'border-rose/40 bg-rose/10 text-rose',
};

const dateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `compact` (the dashboard): tighter, and the description only from sm (the goals page has it all). */
export function GoalCard({ goal, compact = false }: { goal: Goal; compact?: boolean }) {
  const [editing, setEditing] = useState(false);
  const remaining = daysRemaining(goal.manifestationDate, new Date(), browserZone());
  const band = probabilityBand(goal.probability);
  return (
    <li className={cn('rounded-xl border border-line bg-raised/40', compact ? 'p-3' : 'p-4')}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-sans text-base font-semibold leading-snug text-ink">
            {goal.title}
          </h3>
          {goal.description ? (
            <p className={cn('mt-1 break-words text-sm text-muted', compact && 'hidden sm:block')}>
              {goal.description}
            </p>
          ) : null}
        </div>
        {/* The tooltip (and, for screen readers, the description) says how the figure is made. */}
        <span
          title={PROBABILITY_EXPLANATION}
          tabIndex={0}
          className={cn(
            'shrink-0 cursor-help rounded-full border px-2.5 py-1 text-xs font-semibold tabular',
            BAND_STYLE[band],
          )}
        >
          {goal.probability}% probability
          <span className="sr-only"> ({PROBABILITY_EXPLANATION})</span>
        </span>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
        {goal.targetAmount !== null ? (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Target</dt>
            <dd className="text-xl font-semibold leading-none text-gold tabular">
              {formatUsd(goal.targetAmount)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <CalendarDays size={16} strokeWidth={1.75} aria-hidden />
          <dt className="sr-only">Manifestation date</dt>
          <dd>{dateFormat().format(new Date(`${goal.manifestationDate}T00:00:00Z`))}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Hourglass size={16} strokeWidth={1.75} aria-hidden />
          <dt className="sr-only">Time left</dt>
          <dd className="tabular">
            {remaining} {remaining === 1 ? 'day' : 'days'} remaining
          </dd>
        </div>
      </dl>

      {editing ? (
        <GoalProgressEditor goal={goal} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-3 flex items-center gap-3">
          <ProgressBar value={goal.currentProgress} label={`Progress for ${goal.title}`} className="flex-1" />
          <span className="w-10 text-right text-sm font-semibold text-ink tabular">
            {goal.currentProgress}%
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Update progress for ${goal.title}`}
            onClick={() => setEditing(true)}
          >
            <Pencil size={18} strokeWidth={1.75} aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
