import { Check, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import type { LockedAction } from './plan-lock';
import { UpgradeSheet } from './upgrade-sheet';

/**
 * What a page the member's plan does not include shows instead of loading data the server would
 * refuse: what the page does, the plan that includes it, and the upgrade sheet.
 */
export function LockedPagePreview({
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
