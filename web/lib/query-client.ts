import { QueryClient } from '@tanstack/react-query';

/**
 * docs/architecture.md: no automatic retry, data never stale on its own, no refetch on window focus and no
 * polling unless a query asks (only the energy reading does). Each query passes its own queryFn
 * (usually `apiGet` with the response's Zod schema); keys start with the API path so a feature can
 * invalidate everything under one path.
 *
 * Offline (docs/offline.md): a query still tries once, so the service worker can answer from its
 * cache; a mutation runs rather than waiting paused for the network, so it either goes to the outbox
 * (web/lib/outbox.ts) or fails at once with a message that says the device is offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
