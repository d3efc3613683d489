import { Sparkles } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/** Closes the list with one more way into the story form. */
export function ShareInvitation({ onShare }: { onShare: () => void }) {
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
      <Button variant="secondary" onClick={onShare} className="w-full sm:w-auto">
        Share Your Story
      </Button>
    </section>
  );
}
