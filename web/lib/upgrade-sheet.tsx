import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { PLAN_FEATURES, planAllows, type Plan, type PlanFeature } from '#domain/plans/plans';
import { buttonClass } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';

/**
 * What a locked action opens instead of its form: the plan that unlocks it, what that plan adds to
 * Free, its price, and the way to /pricing.
 */
export function UpgradeSheet({
  open,
  onOpenChange,
  feature,
  plan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  feature: PlanFeature;
  plan: Plan;
}) {
  const adds = Object.entries(PLAN_FEATURES)
    .filter(([id]) => planAllows(plan.id, id as PlanFeature) && !planAllows('free', id as PlanFeature))
    .map(([, row]) => row.line);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${PLAN_FEATURES[feature].line} is part of ${plan.name}`}
      description={`${plan.name}: ${plan.price}${plan.period}. ${plan.description}`}
    >
      <p className="text-sm font-semibold text-ink">What {plan.name} adds</p>
      <ul className="mt-2 grid gap-1.5 text-sm text-muted">
        {adds.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check size={16} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-gold" />
            {line}
          </li>
        ))}
      </ul>
      <Link href="/pricing" className={buttonClass('primary', 'md', 'mt-5 w-full')}>
        <Crown size={16} strokeWidth={1.75} aria-hidden /> See plans and prices
      </Link>
    </Dialog>
  );
}
