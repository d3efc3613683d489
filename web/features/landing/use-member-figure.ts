import { useEffect, useState } from 'react';
import { parsePublicStats } from '#domain/landing/landing';
import { apiRequest } from '#web/lib/api-client';

/**
 * The landing page's community figure from GET /api/public-stats, or null while it loads, below
 * 1,000 members, or when the request fails: the section reads well without a number, so a failure
 * is not worth an error on a visitor's first page. Plain fetch, no TanStack Query or Zod (see
 * web/lib/current-user.ts).
 */
export function useMemberFigure(): number | null {
  const [figure, setFigure] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('GET', '/api/public-stats', { signal: controller.signal })
      .then((body) => setFigure(parsePublicStats(body).membersAtLeast))
      .catch(() => setFigure(null));
    return () => controller.abort();
  }, []);
  return figure;
}
