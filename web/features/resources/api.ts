import { useQuery } from '@tanstack/react-query';
import { ResourceCatalogueSchema } from '#domain/resources/resources';
import { apiGet } from '#web/lib/api-client';

const RESOURCES_KEY = ['/api/resources'] as const;

/** The operator's catalogue; it changes only when the server restarts. */
export function useResources() {
  return useQuery({
    queryKey: RESOURCES_KEY,
    queryFn: ({ signal }) => apiGet('/api/resources', ResourceCatalogueSchema, undefined, signal),
    staleTime: Infinity,
  });
}
