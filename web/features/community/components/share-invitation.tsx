import { Sparkles } from 'lucide-react';
import { GatedButton } from '#web/lib/locked-button';
import type { PlanLock } from '#web/lib/plan-lock';

/** Closes the list with one more way into the story form. */
export function ShareInvitation({ onShare, lock }: { onShare: () => void; lock: PlanLock }) {
  return (
    <section className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-gold">
          <Sparkles size={20} strokeWidth={1.75} aria-hidden />
        </span>
        <div>
          <h2 className="text-2xl leading-tight text-ink">Your story could be next</h2>
          <p className="text-sm text-muted">
            Every shared manifestation helps someone else believe in theirs.
          </p>
        </div>
      </div>
      <GatedButton lock={lock} variant="secondary" onClick={onShare} className="w-full sm:w-auto">
        Share Your Story
      </GatedButton>
    </section>
  );
}
