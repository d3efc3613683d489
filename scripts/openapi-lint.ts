/**
 * Writes the two OpenAPI documents the app serves, the public one at /api/openapi.json and the admin
 * one at /api/admin/openapi.json (fetched as an admin), and lints both with Redocly's recommended
 * rules (0 errors to pass). Offline: the app runs on an in-memory database, and Redocly's telemetry
 * and update check are switched off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '#server/test-support/test-app';

const ADMIN_EMAIL = 'openapi-lint@example.com';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const admin = await t.createUser({ email: ADMIN_EMAIL });
const documents = {
  'openapi.json': await t.as(null, { method: 'GET', url: '/api/openapi.json' }),
  'admin-openapi.json': await t.as(admin, { method: 'GET', url: '/api/admin/openapi.json' }),
};
await t.close();
const folder = mkdtempSync(join(tmpdir(), 'abundance-openapi-'));
const files = Object.entries(documents).map(([name, response]) => {
  if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}`);
  const file = join(folder, name);
  writeFileSync(file, response.body);
  return file;
});
execFileSync(
  'npx',
  ['redocly', 'lint', ...files, '--config', 'redocly.yaml', '--format', 'stylish', '--max-problems', '500'],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
