import { useState, type FormEvent } from 'react';
import { COACH_MESSAGE_MAX } from '#domain/coach/coach';
import { Button } from '#web/components/ui/button';
import { Label, Textarea } from '#web/components/ui/form-controls';

/**
 * The message box. The text stays in the box until the coach's reply is stored, and comes back
 * if sending fails, so nothing typed is lost.
 */
export function Composer({
  onSend,
  busy,
  disabledReason,
}: {
  onSend: (message: string) => Promise<unknown>;
  busy: boolean;
  disabledReason: string | null;
}) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || busy) return;
    try {
      await onSend(trimmed);
      setText('');
    } catch {
      // The hook shows the error; the text stays for another try.
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor="coach-message">Message your coach</Label>
      <Textarea
        id="coach-message"
        rows={3}
        maxLength={COACH_MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) void submit(event);
        }}
        placeholder="Ask about your goals, habits, energy or this week's plan"
        disabled={disabledReason !== null}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted tabular">
          {disabledReason ?? `${text.length}/${COACH_MESSAGE_MAX}`}
        </p>
        <Button type="submit" disabled={!trimmed || busy || disabledReason !== null}>
          {busy ? 'Coach is writing...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
