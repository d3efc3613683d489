import { Check, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PlanFeature } from '#domain/plans/plans';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { featureLock, type LockedAction } from './plan-lock';
import { UpgradeSheet } from './upgrade-sheet';
import { usePlanFeatures } from './use-plan-features';

/**
 * A whole page some plans lack (coach, insights): while the plan loads, its header and a skeleton;
 * when the plan lacks it, the header and the preview below; otherwise the page itself, so the page's
 * requests (which the server would answer 402) are never made for a plan without it.
 */
export function PlanGatedPage({
  feature,
  title,
  subtitle,
  intro,
  points,
  className,
  skeletonClassName,
  actions,
  children,
}: {
  feature: PlanFeature;
  title: string;
  subtitle: string;
  intro: string;
  points: readonly string[];
  className?: string;
  skeletonClassName: string;
  /** Shown in the header while the plan loads and in the preview (the coach's "Get help now"). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const features = usePlanFeatures();
  const lock = featureLock(features.data, feature);
  if (!features.isPending && !lock.locked) return <>{children}</>;
  return (
    <div className={className}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {lock.locked ? (
        <LockedPagePreview lock={lock} intro={intro} points={points} />
      ) : (
        <Skeleton className={skeletonClassName} />
      )}
    </div>
  );
}

/**
 * What a page the member's plan does not include shows instead of loading data the server would
 * refuse: what the page does, the plan that includes it, and the upgrade sheet.
 */
function LockedPagePreview({
  lock,
  intro,
  points,
}: {
  lock: LockedAction;
  intro: string;
  points: readonly string[];
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 px-3 py-1 text-sm font-semibold text-gold">
        <Lock size={16} strokeWidth={1.75} aria-hidden />
        Part of {lock.plan.name}, {lock.plan.price}
        {lock.plan.period}
      </p>
      <p className="max-w-2xl text-ink">{intro}</p>
      <ul className="grid gap-2 text-muted">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check size={18} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-gold" />
            {point}
          </li>
        ))}
      </ul>
      <Button aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
        See what {lock.plan.name} adds
      </Button>
      <UpgradeSheet open={sheetOpen} onOpenChange={setSheetOpen} lock={lock} />
    </Card>
  );
}
