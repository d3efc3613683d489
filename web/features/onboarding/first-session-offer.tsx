import { Play } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

/** The recommended first session, one tap from anywhere in onboarding. */
export function FirstSessionOffer({
  onStart,
  busy,
  prominent = false,
}: {
  onStart: () => void;
  busy: boolean;
  prominent?: boolean;
}) {
  return (
    <section
      aria-labelledby="first-session-title"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        prominent ? 'border-gold/60 bg-gold/10' : 'border-line bg-surface',
      )}
    >
      <div>
        <h2 id="first-session-title" className="text-xl text-ink">
          First Breath
        </h2>
        <p className="text-sm text-muted">5 minutes, guided, written for beginners. Voice and beats on.</p>
      </div>
      <Button
        size={prominent ? 'lg' : 'md'}
        variant={prominent ? 'primary' : 'secondary'}
        onClick={onStart}
        disabled={busy}
      >
        <Play size={18} strokeWidth={1.75} aria-hidden />
        Start First Breath
      </Button>
    </section>
  );
}
