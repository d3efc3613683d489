import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const SECRET = 'Sx9secretSecretSecret42';

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it.each([
    `/api/verify-email?token=${SECRET}`,
    `/api/email/confirm?token=${SECRET}`,
    `/reset-password?token=${SECRET}`,
    `/api/login?invitation=${SECRET}`,
    `/api/calendar-feed/${SECRET}`,
    `/api/calendar-feed/${SECRET}?include=moon`,
    `/api/callback?code=${SECRET}&state=${SECRET}`,
  ])('logs %s without its secret', async (url) => {
    const before = lines.length;
    await t.app.inject({ method: 'GET', url });
    const logged = lines.slice(before);
    const incoming = logged.find((line) => line.includes('incoming request'));
    expect(incoming).toMatch(/%5Bredacted%5D|\[redacted\]/);
    expect(logged.join('\n')).not.toContain(SECRET);
  });
});
