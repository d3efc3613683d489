import { useEffect, useState } from 'react';
import { apiRequest } from '#web/lib/api-client';

/**
 * Whether a chat model writes this server's affirmations (GET /api/affirmations/writer, public), so
 * the feature card says "AI" only when it is true. The prerendered page assumes the written library,
 * every install's default; a failed request keeps it. Plain fetch, no TanStack Query or Zod
 * (docs/landing.md).
 */
export function useAffirmationsByModel(): boolean {
  const [byModel, setByModel] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('GET', '/api/affirmations/writer', { signal: controller.signal })
      .then((body) => setByModel((body as { writer?: unknown } | null)?.writer === 'model'))
      .catch(() => setByModel(false));
    return () => controller.abort();
  }, []);
  return byModel;
}
