import { Target } from 'lucide-react';
import { useState } from 'react';
import { OUTCOMES, OUTCOME_LABELS, type Intention } from '#domain/sky/intentions';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/form-controls';
import { useReviewIntention } from './api';

/** An intention, its linked goal, and at the full moon the question of how it went. */
export function IntentionItem({ intention, canReview }: { intention: Intention; canReview: boolean }) {
  const [reflection, setReflection] = useState(intention.reflection ?? '');
  const review = useReviewIntention();
  return (
    <li className="py-3">
      <p className="text-[15px] text-ink">{intention.text}</p>
      {intention.goalTitle ? (
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
          <Target size={14} strokeWidth={1.75} aria-hidden />
          {intention.goalTitle}
        </p>
      ) : null}
      {intention.outcome ? (
        <p className="mt-1 text-sm text-emerald">
          {OUTCOME_LABELS[intention.outcome]}
          {intention.reflection ? <span className="text-muted"> · {intention.reflection}</span> : null}
        </p>
      ) : null}
      {canReview && !intention.outcome ? (
        <div className="mt-2 grid gap-2">
          <Input
            aria-label={`How did “${intention.text}” go? (optional)`}
            placeholder="How did it go? (optional)"
            value={reflection}
            onChange={(event) => setReflection(event.target.value)}
          />
          <div role="group" aria-label={`Review “${intention.text}”`} className="flex flex-wrap gap-2">
            {OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                size="sm"
                variant="ghost"
                className="min-h-11 border border-line"
                disabled={review.isPending}
                onClick={() => review.mutate({ id: intention.id, review: { outcome, reflection } })}
              >
                {OUTCOME_LABELS[outcome]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}
