import { FlaskConical } from 'lucide-react';
import { Card, CardTitle } from '#web/components/ui/card';
import { useLabs, useSetLab } from '#web/lib/use-labs';
import { useHasFeature } from '#web/lib/use-plan-features';
import { LockedButton } from '#web/lib/locked-button';
import { useFeatureLock } from '#web/lib/use-feature-lock';

/** Early access (Premium): features that ship here first, each switched on by the member. */
export function LabsSection() {
  const labs = useLabs();
  const setLab = useSetLab();
  const allowed = useHasFeature('earlyAccess');
  const lock = useFeatureLock('earlyAccess');
  return (
    <Card id="labs" className="grid gap-4">
      <CardTitle className="flex items-center gap-2">
        <FlaskConical size={20} strokeWidth={1.75} aria-hidden className="text-violet" />
        Labs
      </CardTitle>
      <p className="text-sm text-muted">
        {allowed === false
          ? 'Early access to new features is part of Premium.'
          : 'New features arrive here first. Switch on what you want to try.'}
      </p>
      {lock.locked ? (
        <LockedButton lock={lock} variant="secondary" className="justify-self-start">
          Switch on early access
        </LockedButton>
      ) : null}
      <ul className="grid gap-3">
        {(labs.data ?? []).map((lab) => (
          <li
            key={lab.id}
            className="flex items-start justify-between gap-4 rounded-xl border border-line p-4"
          >
            <div>
              <p className="font-semibold text-ink">{lab.name}</p>
              <p className="text-sm text-muted">{lab.description}</p>
            </div>
            <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5 accent-[#E2B857]"
                checked={lab.enabled}
                disabled={allowed === false || setLab.isPending}
                onChange={(event) => setLab.mutate({ id: lab.id, enabled: event.target.checked })}
              />
              <span className="sr-only">{lab.name}: </span>
              {lab.enabled ? 'On' : 'Off'}
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
