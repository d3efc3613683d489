import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreatedWebhookSchema,
  WebhookDeliveriesPageSchema,
  WebhookListSchema,
  type WebhookEvent,
} from '#domain/webhooks/webhooks';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';

const WEBHOOKS_PATH = '/api/webhooks';

/** The member's webhooks, each with its last delivery. */
export function useWebhooks() {
  return useQuery({
    queryKey: [WEBHOOKS_PATH],
    queryFn: ({ signal }) => apiGet(WEBHOOKS_PATH, WebhookListSchema, undefined, signal),
  });
}

/** A new webhook: its answer is the only time the signing secret is shown. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEvent[] }) =>
      apiRequest('POST', WEBHOOKS_PATH, { body: input, schema: CreatedWebhookSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WEBHOOKS_PATH] }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${WEBHOOKS_PATH}/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [WEBHOOKS_PATH] });
      toast({ title: 'Webhook deleted', description: 'No more events go to that address.' });
    },
    onError: (failure) =>
      toast({ title: 'Could not delete the webhook', description: failure.message, variant: 'destructive' }),
  });
}

/** One webhook's deliveries, newest first, a page at a time. */
export function useWebhookDeliveries(id: string) {
  return useInfiniteQuery({
    queryKey: [WEBHOOKS_PATH, id, 'deliveries'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet(`${WEBHOOKS_PATH}/${id}/deliveries`, WebhookDeliveriesPageSchema, { cursor: pageParam }, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}
