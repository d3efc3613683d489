import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { planLines } from '#domain/plans/plan-lines';
import { buttonClass } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import type { LockedAction } from './plan-lock';

/**
 * The one sheet every locked action opens instead of its form: the plan that unlocks it, what that
 * plan adds (the lines of its /pricing card), its price, and the way to /pricing. Radix Dialog traps
 * focus, closes on Escape and gives focus back to the button that opened it.
 */
export function UpgradeSheet({
  open,
  onOpenChange,
  lock,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lock: LockedAction;
}) {
  const { plan } = lock;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={lock.title}
      description={`${plan.name}: ${plan.price}${plan.period}. ${plan.description}`}
    >
      {lock.reason ? <p className="mb-4 text-sm text-ink">{lock.reason}</p> : null}
      <p className="text-sm font-semibold text-ink">What {plan.name} adds</p>
      <ul className="mt-2 grid gap-1.5 text-sm text-muted">
        {planLines(plan.id).map((line) => (
          <li key={line.text} className="flex items-start gap-2">
            <Check size={16} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-gold" />
            {line.text}
          </li>
        ))}
      </ul>
      <Link href="/pricing" className={buttonClass('primary', 'md', 'mt-5 w-full')}>
        <Crown size={16} strokeWidth={1.75} aria-hidden /> See plans and prices
      </Link>
    </Dialog>
  );
}
