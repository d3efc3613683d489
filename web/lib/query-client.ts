import { QueryClient } from '@tanstack/react-query';

/**
 * docs/architecture.md: no automatic retry, data never stale on its own, no refetch on window focus and no
 * polling unless a query asks (only the energy reading does). Each query passes its own queryFn
 * (usually `apiGet` with the response's Zod schema); keys start with the API path so a feature can
 * invalidate everything under one path.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
