import { useEffect, useState } from 'react';
import { SIGNUP_MODE_NOTICE, signupModeOf } from '#domain/admin/signup-modes';
import { apiRequest } from '#web/lib/api-client';

/**
 * What the landing says about creating an account when sign-up is invite-only or closed (from GET
 * /api/signup-mode); null when it is open, while it loads, or when the request fails.
 */
export function useSignupNotice(): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('GET', '/api/signup-mode', { signal: controller.signal })
      .then((body) => setNotice(SIGNUP_MODE_NOTICE[signupModeOf(body)]))
      .catch(() => setNotice(null));
    return () => controller.abort();
  }, []);
  return notice;
}
