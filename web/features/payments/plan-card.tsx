import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { planLines } from '#domain/plans/plan-lines';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';
import type { Plan } from '#domain/plans/plans';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

/** One plan: name, price, description, features and its Get Started button. Pro carries the gold. */
export function PlanCard({
  plan,
  label,
  disabled,
  onSelect,
}: {
  plan: Plan;
  label: string;
  disabled: boolean;
  onSelect: () => void;
}) {
  const headingId = `plan-${plan.id}`;
  const affirmationsByModel = useAffirmationsByModel();
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-5 sm:p-6',
        plan.mostPopular ? 'border-gold/70 shadow-[0_0_70px_-30px_rgba(226,184,87,0.55)]' : 'border-line',
      )}
    >
      {plan.mostPopular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gold px-3 py-1 text-xs font-semibold uppercase tracking-wide text-on-gold">
          Most Popular
        </span>
      ) : null}
      <h2 id={headingId} className="text-3xl text-ink">
        {plan.name}
      </h2>
      <p className="mt-1 min-h-10 text-sm text-muted">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-5xl font-semibold tracking-tight text-ink tabular">{plan.price}</span>
        <span className="text-sm text-muted">{plan.period}</span>
      </p>
      <ul className="mt-6 grid gap-3 text-[15px] text-ink" aria-label={`${plan.name} features`}>
        {planLines(plan.id, { affirmationsByModel }).map((line) => (
          <li key={line.text} className="flex items-start gap-2.5">
            <Check
              size={18}
              strokeWidth={2}
              aria-hidden
              className={cn('mt-0.5 shrink-0', plan.mostPopular ? 'text-gold' : 'text-violet')}
            />
            {line.href ? (
              <Link
                href={line.href}
                className="underline decoration-line underline-offset-4 hover:decoration-gold focus-visible:outline-2 focus-visible:outline-violet"
              >
                {line.text}
              </Link>
            ) : (
              <span>{line.text}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <Button
          className="w-full"
          variant={plan.mostPopular ? 'primary' : 'secondary'}
          disabled={disabled}
          onClick={onSelect}
        >
          {label}
        </Button>
      </div>
    </article>
  );
}
