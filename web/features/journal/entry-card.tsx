import { useState } from 'react';
import { EMOTION_LABELS, MOOD_LABELS, type JournalEntry } from '#domain/journal/journal';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteEntry } from './api';
import { EntryForm } from './entry-form';

/** One entry as written, with its prompt, mood, emotions and gratitude; editable in place. */
export function EntryCard({ entry }: { entry: JournalEntry }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEntry();
  const written = new Date(entry.createdAt).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
  if (editing)
    return (
      <li className="rounded-2xl border border-violet/40 bg-surface p-4 sm:p-5">
        <EntryForm entry={entry} onDone={() => setEditing(false)} />
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </li>
    );
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span className="tabular">{written}</span>
        {entry.mood !== null ? (
          <span className="rounded-full border border-gold/40 px-2 py-0.5 text-gold">
            Mood {entry.mood} · {MOOD_LABELS[entry.mood]}
          </span>
        ) : null}
        {entry.emotions.map((emotion) => (
          <span key={emotion} className="rounded-full border border-line px-2 py-0.5">
            {EMOTION_LABELS[emotion]}
          </span>
        ))}
      </div>
      {entry.promptText ? <p className="mb-1 text-sm italic text-muted">{entry.promptText}</p> : null}
      {entry.text ? (
        <p className="whitespace-pre-wrap text-[15px] leading-relaxed text-ink">{entry.text}</p>
      ) : null}
      {entry.gratitude.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">Grateful for</p>
          <ul className="mt-1 list-inside list-disc text-[15px] text-ink">
            {entry.gratitude.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this entry?"
        description="It is removed for good and cannot be brought back."
        confirmLabel="Delete entry"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(entry.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
