import { EMOTION_IDS, EMOTION_LABELS, EMOTIONS_MAX, type Emotion } from '#domain/journal/journal';
import { cn } from '#web/lib/cn';

/** Up to five of the sixteen emotions, as checkboxes drawn as chips. */
export function EmotionPicker({
  value,
  onChange,
}: {
  value: Emotion[];
  onChange: (emotions: Emotion[]) => void;
}) {
  const full = value.length >= EMOTIONS_MAX;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-muted">
        Emotions <span className="font-normal">(up to {EMOTIONS_MAX})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {EMOTION_IDS.map((emotion) => {
          const checked = value.includes(emotion);
          return (
            <label
              key={emotion}
              className={cn('cursor-pointer', !checked && full && 'cursor-not-allowed opacity-50')}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  onChange(checked ? value.filter((id) => id !== emotion) : [...value, emotion])
                }
                className="peer sr-only"
              />
              <span
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-3 text-sm transition-colors duration-200',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet',
                  checked ? 'border-violet bg-violet/15 text-ink' : 'border-line text-muted hover:text-ink',
                )}
              >
                {EMOTION_LABELS[emotion]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
