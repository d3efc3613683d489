import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redaction';

describe('request log URLs', () => {
  it.each([
    [
      '/api/journal?q=my+secret&from=2026-01-01&to=2026-02-01',
      '/api/journal?q=%5Bredacted%5D&from=2026-01-01&to=2026-02-01',
    ],
    ['/api/journal?limit=5', '/api/journal?limit=5'],
    ['/api/journal', '/api/journal'],
    ['/api/verify-email?token=abc_DEF-123', '/api/verify-email?token=%5Bredacted%5D'],
    ['/reset-password?token=abc', '/reset-password?token=%5Bredacted%5D'],
    ['/signup?invitation=inv_123&plan=pro', '/signup?invitation=%5Bredacted%5D&plan=pro'],
    ['/api/callback?code=c0de&state=st4te', '/api/callback?code=%5Bredacted%5D&state=%5Bredacted%5D'],
    ['/api/calendar-feed/AbCdEfGhIjKlMnOpQrStUv', '/api/calendar-feed/[redacted]'],
    ['/api/calendar-feed/AbCdEfGhIjKlMnOpQrStUv?include=moon', '/api/calendar-feed/[redacted]?include=moon'],
    ['/api/calendar-feed/reset', '/api/calendar-feed/reset'],
    ['/api/calendar-feed', '/api/calendar-feed'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
