import { useCallback, useState } from 'react';
import { newRequestId } from './request-id';

/**
 * The request id of the one new thing a form is making (domain/shared/request-id.ts). Every send of
 * it carries the same id: a double click sends twice before the button can disable (the pending
 * state reaches the form a moment later), and a retry after an error sends again, yet the server
 * stores it once and answers the first row again. `saved` starts the next one's id.
 */
export function useDraftRequestId(): { requestId: string; saved: () => void } {
  const [requestId, setRequestId] = useState(newRequestId);
  const saved = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, saved };
}
