import { Plus, Trash2 } from 'lucide-react';
import { CUSTOM_LIMITS } from '#domain/meditation/custom';
import { Button } from '#web/components/ui/button';
import { Input, Textarea } from '#web/components/ui/form-controls';

export type CueDraft = { atSeconds: number; text: string };

type Props = { cues: CueDraft[]; durationSeconds: number; onChange: (cues: CueDraft[]) => void };

/** The member's own words: each cue is a time (seconds from the start) and what the voice says. */
export function CueEditor({ cues, durationSeconds, onChange }: Props) {
  const set = (index: number, change: Partial<CueDraft>) =>
    onChange(cues.map((cue, i) => (i === index ? { ...cue, ...change } : cue)));
  const nextAt = Math.min(durationSeconds - 1, (cues.at(-1)?.atSeconds ?? -30) + 30);
  return (
    <div>
      <ol aria-label="Spoken cues" className="grid gap-3">
        {cues.map((cue, index) => (
          <li
            key={index}
            className="grid gap-2 rounded-xl border border-line bg-night/40 p-3 sm:grid-cols-[120px_1fr_auto]"
          >
            <div>
              <label htmlFor={`cue-at-${index}`} className="mb-1 block text-xs font-medium text-muted">
                Cue {index + 1} at (seconds)
              </label>
              <Input
                id={`cue-at-${index}`}
                type="number"
                min={0}
                max={durationSeconds - 1}
                value={cue.atSeconds}
                onChange={(event) => set(index, { atSeconds: Number(event.target.value) })}
                className="tabular"
              />
            </div>
            <div>
              <label htmlFor={`cue-text-${index}`} className="mb-1 block text-xs font-medium text-muted">
                Cue {index + 1} words
              </label>
              <Textarea
                id={`cue-text-${index}`}
                maxLength={CUSTOM_LIMITS.cueText.max}
                value={cue.text}
                onChange={(event) => set(index, { text: event.target.value })}
                className="min-h-16"
              />
            </div>
            <button
              type="button"
              aria-label={`Remove cue ${index + 1}`}
              onClick={() => onChange(cues.filter((_, i) => i !== index))}
              className="grid size-11 place-items-center self-end rounded-xl border border-line text-muted hover:border-rose/60 hover:text-rose"
            >
              <Trash2 size={20} strokeWidth={1.75} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        disabled={cues.length >= CUSTOM_LIMITS.cues}
        onClick={() => onChange([...cues, { atSeconds: Math.max(0, nextAt), text: '' }])}
      >
        <Plus size={20} strokeWidth={1.75} aria-hidden /> Add a cue
      </Button>
    </div>
  );
}
