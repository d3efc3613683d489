import { ApiError, apiRequest } from '#web/lib/api-client';

/**
 * Whether someone is signed in: the body of GET /api/user, or null on 401 ("no user", not an error;
 * docs/architecture.md). Deliberately free of TanStack Query and Zod: the entry chunk runs this before
 * choosing the landing page or the app, and visitors should download neither library.
 */
export async function fetchCurrentUser(): Promise<unknown> {
  try {
    return await apiRequest('GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The GET /api/user answer the server wrote into a member's document (server/plugins/web-client.ts),
 * so the app starts without that round trip; undefined when the document has none (a visitor's) and
 * the app asks instead.
 */
export function userFromDocument(): unknown {
  const block = document.getElementById('signed-in-user');
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
