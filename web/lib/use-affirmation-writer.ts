import { useQuery } from '@tanstack/react-query';
import { AffirmationWriterSchema } from '#domain/affirmations/affirmations';
import { apiGet } from '#web/lib/api-client';

/**
 * True when a chat model writes the daily affirmations on this server; false (the library) until
 * the server says so. Shared: the affirmations page and the plan cards name them by it.
 */
export function useAffirmationsByModel(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/affirmations/writer'],
    queryFn: ({ signal }) => apiGet('/api/affirmations/writer', AffirmationWriterSchema, undefined, signal),
    // Configuration changes only with a restart.
    staleTime: Infinity,
  });
  return data?.writer === 'model';
}
