import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { INTENTIONS_PER_CYCLE } from '#domain/sky/intentions';
import { useIntentionCycles } from './api';
import { formatInstant } from './format';
import { IntentionForm } from './intention-form';
import { IntentionItem } from './intention-item';

const SHORT = { month: 'short', day: 'numeric' } as const;

/**
 * New-moon intentions and the full-moon review: set up to three between the new moon and the full
 * moon, answer how each went from the full moon on, and see the last cycle's answers alongside.
 */
export function IntentionsPanel({ timeZone }: { timeZone: string }) {
  const { data, isError, refetch } = useIntentionCycles();
  const day = (iso: string) => formatInstant(new Date(iso), timeZone, SHORT);
  return (
    <Card aria-labelledby="intentions-title" role="region" className="mt-6">
      <CardHeader>
        <div>
          <CardTitle id="intentions-title">New moon intentions</CardTitle>
          <CardDescription>
            {data
              ? `This cycle: new moon ${day(data.current.cycle.newMoon)}, full moon ${day(data.current.cycle.fullMoon)}, next new moon ${day(data.current.cycle.nextNewMoon)}.`
              : 'Plant up to three intentions at the new moon and look back on them at the full moon.'}
          </CardDescription>
        </div>
      </CardHeader>
      {data ? (
        <>
          {data.current.intentions.length > 0 ? (
            <ul aria-label="This cycle's intentions" className="divide-y divide-line/70">
              {data.current.intentions.map((intention) => (
                <IntentionItem key={intention.id} intention={intention} canReview={data.current.canReview} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              {data.current.canSet
                ? 'No intentions yet this cycle. Write one while the Moon grows.'
                : 'The full moon has passed: the next new moon opens a new cycle of intentions.'}
            </p>
          )}
          {data.current.canReview && data.current.intentions.some((i) => !i.outcome) ? (
            <p className="mt-2 text-sm text-gold">The full moon is here: how did each intention go?</p>
          ) : null}
          {data.current.canSet ? (
            <IntentionForm left={INTENTIONS_PER_CYCLE - data.current.intentions.length} />
          ) : null}
          {data.previous.intentions.length > 0 ? (
            <section aria-labelledby="previous-intentions" className="mt-5 border-t border-line pt-4">
              <h3 id="previous-intentions" className="font-sans text-sm font-semibold text-ink">
                Last cycle (from {day(data.previous.cycle.newMoon)})
              </h3>
              <ul className="divide-y divide-line/70">
                {data.previous.intentions.map((intention) => (
                  <IntentionItem key={intention.id} intention={intention} canReview />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : isError ? (
        <LoadError message="Your intentions could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading your intentions" className="space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </Card>
  );
}
