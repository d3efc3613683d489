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
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
