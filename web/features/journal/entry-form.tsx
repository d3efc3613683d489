import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  GRATITUDE_LINE_MAX,
  GRATITUDE_MAX,
  TEXT_MAX,
  type Emotion,
  type JournalEntry,
} from '#domain/journal/journal';
import { Button } from '#web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '#web/components/ui/form-controls';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { useCreateEntry, useUpdateEntry } from './api';
import { EmotionPicker } from './emotion-picker';
import { MoodPicker } from './mood-picker';

const blankLines = () => Array.from({ length: GRATITUDE_MAX }, () => '');
const linesOf = (entry: JournalEntry | null) =>
  blankLines().map((blank, index) => entry?.gratitude[index] ?? blank);

/**
 * Writes a new entry, or edits `entry` when given (today's entry, which the gratitude ritual opens).
 * The prompt, when shown, is saved with a new entry as the question it answers.
 */
export function EntryForm({
  entry,
  day,
  promptId,
  focusGratitude = false,
  onDone,
}: {
  entry: JournalEntry | null;
  day?: string;
  promptId?: string | null;
  focusGratitude?: boolean;
  onDone?: () => void;
}) {
  const [text, setText] = useState(entry?.text ?? '');
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const [emotions, setEmotions] = useState<Emotion[]>(entry?.emotions ?? []);
  const [gratitude, setGratitude] = useState(linesOf(entry));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const gratitudeRef = useRef<HTMLInputElement>(null);
  const saving = create.isPending || update.isPending;
  const draft = useDraftRequestId();

  useEffect(() => {
    setText(entry?.text ?? '');
    setMood(entry?.mood ?? null);
    setEmotions(entry?.emotions ?? []);
    setGratitude(linesOf(entry));
  }, [entry]);

  useEffect(() => {
    if (focusGratitude) gratitudeRef.current?.focus();
  }, [focusGratitude]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    const lines = gratitude.map((line) => line.trim()).filter(Boolean);
    if (!words && mood === null && lines.length === 0) {
      setError('Write something, choose a mood or note one thing you are grateful for.');
      return;
    }
    setError(null);
    const fields = { mood, emotions, gratitude: lines };
    const done = { onSuccess: () => onDone?.() };
    if (entry) update.mutate({ id: entry.id, changes: { ...fields, text: words || null } }, done);
    else
      create.mutate(
        {
          requestId: draft.requestId,
          ...(words ? { text: words } : {}),
          ...(mood === null ? {} : { mood }),
          emotions,
          gratitude: lines,
          ...(day ? { day } : {}),
          ...(promptId ? { promptId } : {}),
        },
        {
          onSuccess: () => {
            draft.saved();
            onDone?.();
          },
        },
      );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label={entry ? 'Edit entry' : 'New entry'}>
      <div>
        <Label htmlFor="journal-text">Your words</Label>
        <Textarea
          id="journal-text"
          value={text}
          maxLength={TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write as much or as little as you like."
          className="min-h-36"
          aria-describedby={error ? 'journal-error' : undefined}
        />
      </div>
      <MoodPicker value={mood} onChange={setMood} />
      <EmotionPicker value={emotions} onChange={setEmotions} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-muted">Three things you are grateful for</legend>
        <div className="grid gap-2">
          {gratitude.map((line, index) => (
            <Input
              key={index}
              ref={index === 0 ? gratitudeRef : undefined}
              aria-label={`Grateful for, ${index + 1} of ${GRATITUDE_MAX}`}
              value={line}
              maxLength={GRATITUDE_LINE_MAX}
              onChange={(event) =>
                setGratitude(gratitude.map((current, at) => (at === index ? event.target.value : current)))
              }
            />
          ))}
        </div>
      </fieldset>
      <FieldError id="journal-error">{error}</FieldError>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : entry ? 'Save changes' : 'Save entry'}
        </Button>
        <p className="text-xs text-muted">Stored encrypted. Never shared, and never sent to the coach.</p>
      </div>
    </form>
  );
}
