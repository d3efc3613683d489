import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from '#domain/webhooks/webhooks';
import { Button } from '#web/components/ui/button';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { useCreateWebhook } from './api';
import { EVENT_LABELS } from './webhook-words';

/** An https address and the events to send to it; hands the signing secret (shown once) to the caller. */
export function AddWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['habit.completed']);
  const [error, setError] = useState<{ field: 'url' | 'events'; message: string } | null>(null);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((entry) => entry !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!/^https:\/\/\S+$/i.test(url.trim())) {
      setError({ field: 'url', message: 'Enter an address that starts with https://' });
      return;
    }
    if (events.length === 0) {
      setError({ field: 'events', message: 'Choose at least one event.' });
      return;
    }
    setError(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          onCreated(created.secret);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div>
        <Label htmlFor="webhook-url">Address (https)</Label>
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://example.com/hooks/abundance"
          aria-invalid={error?.field === 'url' ? true : undefined}
          aria-describedby={error?.field === 'url' ? 'webhook-url-error' : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <FieldError id="webhook-url-error">{error?.field === 'url' ? error.message : null}</FieldError>
      </div>
      <fieldset aria-describedby={error?.field === 'events' ? 'webhook-events-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-muted">Send when</legend>
        <div className="grid gap-x-5 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              {EVENT_LABELS[name]}
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error">{error?.field === 'events' ? error.message : null}</FieldError>
      </fieldset>
      {create.isError ? (
        <p role="alert" className="text-sm text-rose">
          {create.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add webhook'}
        </Button>
      </div>
    </form>
  );
}
