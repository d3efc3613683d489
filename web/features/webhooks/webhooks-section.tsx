import { Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import type { Webhook } from '#domain/webhooks/webhooks';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { LoadError } from '#web/components/ui/load-error';
import { ShownOnce } from '#web/components/ui/shown-once';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDeleteWebhook, useWebhooks } from './api';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookDeliveries } from './webhook-deliveries';
import { EVENT_LABELS, describeDelivery } from './webhook-words';

/** One webhook: its address, events, last delivery, and its deliveries on request. */
function WebhookRow({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = `webhook-deliveries-${webhook.id}`;
  return (
    <li className="grid gap-2 rounded-2xl border border-line px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="break-all font-medium text-ink">{webhook.url}</p>
          <p className="text-sm text-muted">
            {webhook.events.map((event) => EVENT_LABELS[event]).join(' · ')}
          </p>
          <p className="text-sm text-muted">
            {webhook.lastDelivery
              ? `Last delivery: ${describeDelivery(webhook.lastDelivery)}`
              : 'Nothing has been sent yet.'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="destructive" size="sm" aria-label={`Delete ${webhook.url}`} onClick={onDelete}>
            Delete
          </Button>
        </div>
      </div>
      {open ? (
        <div id={panelId}>
          <WebhookDeliveries webhookId={webhook.id} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Signed webhooks (docs/open-data.md): the app sends the member's chosen events to their https
 * address, signed with a secret shown once. Listed with their deliveries; added and deleted here.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  return (
    <Card aria-labelledby="webhooks-title" role="region">
      <CardHeader>
        <div>
          <CardTitle id="webhooks-title">Webhooks</CardTitle>
          <CardDescription>
            Tell your other tools when something happens here: we send a signed POST to your https address
            with ids, dates and numbers, never anything you wrote. A failed delivery is tried six more times
            over about a day and a half.{' '}
            <a className="text-gold underline underline-offset-2" href="/api/docs">
              Read the API reference
            </a>
            .
          </CardDescription>
        </div>
        <WebhookIcon className="shrink-0 text-gold" size={20} strokeWidth={1.75} aria-hidden />
      </CardHeader>

      <div className="grid gap-5">
        {secret ? (
          <ShownOnce
            id="webhook-secret"
            label="Signing secret"
            value={secret}
            onDone={() => setSecret(null)}
          />
        ) : null}

        {webhooks.data ? (
          webhooks.data.length === 0 ? (
            <p className="text-sm text-muted">You have no webhooks yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Your webhooks">
              {webhooks.data.map((webhook) => (
                <WebhookRow key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
              ))}
            </ul>
          )
        ) : webhooks.isError ? (
          <LoadError message="Your webhooks could not be loaded." onRetry={() => void webhooks.refetch()} />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}

        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">New webhook</h3>
          <AddWebhookForm onCreated={setSecret} />
        </div>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this webhook?"
        description={`No more events go to ${deleting?.url ?? 'this address'}, and its delivery history is removed.`}
        confirmLabel="Delete webhook"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Card>
  );
}
