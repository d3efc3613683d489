import { Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PLAY_ALOUD_DEFAULT, PLAY_ALOUD_MAX, PLAY_ALOUD_MIN } from '#domain/affirmations/affirmations';
import { repeatAloud, type RepeatAloud } from '#web/lib/audio/repeat-aloud';
import { useSpeechVoices } from '#web/lib/audio/speech-voices';
import { cn } from '#web/lib/cn';

const COUNTS = Array.from(
  { length: PLAY_ALOUD_MAX - PLAY_ALOUD_MIN + 1 },
  (_, index) => PLAY_ALOUD_MIN + index,
);

/** Plays one line aloud over a soft soundscape, 1 to 20 times (3 unless the member picks another). */
export function PlayAloud({ text }: { text: string }) {
  const [times, setTimes] = useState(PLAY_ALOUD_DEFAULT);
  const [spoken, setSpoken] = useState<number | null>(null);
  const player = useRef<RepeatAloud | null>(null);
  const selectId = useId();
  const availability = useSpeechVoices();
  useEffect(() => () => player.current?.stop(), []);

  if (availability.status === 'none')
    return <span className="text-xs text-muted">This device has no voice to read it aloud.</span>;

  const playing = spoken !== null;
  const toggle = () => {
    if (playing) {
      player.current?.stop();
      return;
    }
    if (availability.status !== 'ready') return;
    setSpoken(0);
    player.current = repeatAloud(text, times, availability.voices, {
      onRepetition: setSpoken,
      onEnd: () => {
        player.current = null;
        setSpoken(null);
      },
    });
  };

  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        onClick={toggle}
        // Until the device lists its voices (at most 2 s); then playable, or the line above.
        disabled={availability.status !== 'ready'}
        className={cn(
          'inline-flex min-h-9 items-center gap-1 rounded-full border px-2.5 text-xs font-medium transition-colors duration-200 ease-out',
          playing ? 'border-gold/60 text-gold' : 'border-line text-muted hover:text-ink',
        )}
      >
        {playing ? (
          <Square size={12} strokeWidth={2} aria-hidden />
        ) : (
          <Volume2 size={14} strokeWidth={1.75} aria-hidden />
        )}
        {playing ? `Stop (${spoken} of ${times})` : 'Play aloud'}
      </button>
      <label htmlFor={selectId} className="sr-only">
        Times to repeat
      </label>
      <select
        id={selectId}
        value={times}
        disabled={playing}
        onChange={(event) => setTimes(Number(event.target.value))}
        className="min-h-9 rounded-full border border-line bg-transparent px-2 text-xs text-muted"
      >
        {COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}×
          </option>
        ))}
      </select>
    </span>
  );
}
