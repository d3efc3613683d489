import { Button } from '#web/components/ui/button';
import type { MoodPrompt } from '#web/features/meditation/player/mood-prompts';

const MOODS = [
  { value: 1, label: 'Very low' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'Steady' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Very good' },
] as const;

/**
 * "How do you feel?" as a session starts and "How do you feel now?" when it ends, 1 to 5. It never
 * stops the session: the sound plays while it is on screen, and "Skip" stores nothing.
 */
export function MoodQuestion({
  prompt,
  onAnswer,
}: {
  prompt: NonNullable<MoodPrompt>;
  onAnswer: (mood: number | null) => void;
}) {
  const question = prompt.moment === 'before' ? 'How do you feel?' : 'How do you feel now?';
  return (
    <div role="group" aria-label={question} className="rounded-2xl border border-line bg-raised/60 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-ink">{question}</p>
        <Button variant="ghost" size="sm" onClick={() => onAnswer(null)}>
          Skip
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-5 gap-1.5">
        {MOODS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            onClick={() => onAnswer(value)}
            className="flex min-h-12 flex-col items-center justify-center rounded-xl border border-line bg-surface px-1 text-ink transition-colors hover:border-gold/60"
          >
            <span className="text-lg font-semibold tabular">{value}</span>
            <span className="sr-only"> of 5, </span>
            <span className="text-[11px] leading-tight text-muted">{label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
