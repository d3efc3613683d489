import { MOOD_LABELS, MOOD_MAX, MOOD_MIN } from '#domain/journal/journal';
import { cn } from '#web/lib/cn';

const MOODS = Array.from({ length: MOOD_MAX - MOOD_MIN + 1 }, (_, index) => MOOD_MIN + index);

/** The 1 to 5 mood as native radios drawn as numbered chips; choosing the chosen one clears it. */
export function MoodPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-muted">How do you feel?</legend>
      <div className="grid grid-cols-5 gap-2">
        {MOODS.map((mood) => (
          <label key={mood} className="cursor-pointer">
            <input
              type="radio"
              name="mood"
              value={mood}
              checked={value === mood}
              onChange={() => onChange(mood)}
              onClick={() => {
                if (value === mood) onChange(null);
              }}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-14 flex-col items-center justify-center rounded-xl border px-1 text-center transition-colors duration-200',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet',
                value === mood
                  ? 'border-gold bg-gold/15 text-ink'
                  : 'border-line text-muted hover:border-gold/60 hover:text-ink',
              )}
            >
              <span className="text-lg font-semibold tabular">{mood}</span>
              <span className="text-[11px] leading-tight">{MOOD_LABELS[mood]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
