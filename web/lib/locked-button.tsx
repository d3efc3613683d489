import { Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Plan } from '#domain/plans/plans';
import { Button, type ButtonProps } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import type { LockedAction, PlanLock } from './plan-lock';
import { UpgradeSheet } from './upgrade-sheet';

/**
 * The plan that unlocks an action, beside its label; screen readers hear "locked: included in Pro".
 * `onGold` for a primary (gold) button, where gold text would not show.
 */
function PlanChip({ plan, onGold = false }: { plan: Plan; onGold?: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs font-semibold',
        onGold ? 'border-on-gold/40 text-on-gold' : 'border-gold/40 text-gold',
      )}
    >
      <span className="sr-only">, locked: included in </span>
      {plan.name}
    </span>
  );
}

type GatedButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  lock: PlanLock;
  /** What the button does when the plan includes it (opens the form). */
  onClick: () => void;
  /** The leading icon while unlocked; a lock replaces it while locked. */
  icon?: ReactNode;
  children: ReactNode;
};

/**
 * A button for an action a plan may not include. Unlocked, it is the plain button. Locked, it is the
 * LockedButton below, so nobody fills in a form the server would refuse.
 */
export function GatedButton({ lock, onClick, icon, children, ...rest }: GatedButtonProps) {
  if (lock.locked)
    return (
      <LockedButton lock={lock} {...rest}>
        {children}
      </LockedButton>
    );
  return (
    <Button onClick={onClick} {...rest}>
      {icon}
      {children}
    </Button>
  );
}

/** An action the plan does not include: a lock, its label, the plan that unlocks it; opens the sheet. */
export function LockedButton({
  lock,
  children,
  variant,
  ...rest
}: Omit<ButtonProps, 'onClick' | 'children'> & { lock: LockedAction; children: ReactNode }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setSheetOpen(true)} {...rest}>
        <Lock size={16} strokeWidth={1.75} aria-hidden />
        {children}
        <PlanChip plan={lock.plan} onGold={(variant ?? 'primary') === 'primary'} />
      </Button>
      <UpgradeSheet open={sheetOpen} onOpenChange={setSheetOpen} lock={lock} />
    </>
  );
}
