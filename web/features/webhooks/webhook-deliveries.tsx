import { Button } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDateTime } from '#web/lib/format-when';
import { useWebhookDeliveries } from './api';
import { describeDelivery } from './webhook-words';

/** One webhook's deliveries, newest first, with more on request. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isError)
    return (
      <LoadError message="The deliveries could not be loaded." onRetry={() => void deliveries.refetch()} />
    );
  if (!deliveries.data) return <Skeleton className="h-12 w-full" />;
  const rows = deliveries.data.pages.flatMap((page) => page.deliveries);
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted">No deliveries yet: one goes out when an event you chose happens.</p>
    );
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 text-sm" aria-label="Deliveries">
        {rows.map((delivery) => (
          <li
            key={delivery.id}
            className="flex flex-wrap justify-between gap-x-3 border-b border-line/60 py-1.5 last:border-0"
          >
            <span className="text-ink">
              <code>{delivery.type}</code> · {formatDateTime(delivery.createdAt)}
            </span>
            <span className={delivery.status === 'failed' ? 'text-rose' : 'text-muted'}>
              {describeDelivery(delivery)}
            </span>
          </li>
        ))}
      </ul>
      {deliveries.hasNextPage ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            disabled={deliveries.isFetchingNextPage}
            onClick={() => void deliveries.fetchNextPage()}
          >
            {deliveries.isFetchingNextPage ? 'Loading…' : 'Show older deliveries'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
