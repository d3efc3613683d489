/**
 * Writes the OpenAPI document the app serves at /api/openapi.json and lints it with Redocly's
 * recommended rules (0 errors to pass). Offline: the app runs on an in-memory database, and
 * Redocly's telemetry and update check are switched off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { journalKeyring } from '#server/privacy/journal-keyring';
import { TEST_JOURNAL_KEY } from '#server/test-support/test-app';
import { openTestDatabase } from '#server/test-support/test-database';

const database = await openTestDatabase();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
  database,
  sessionSecret: 'openapi-lint-openapi-lint-openapi-lint-0',
  logger: false,
  journalKeys: journalKeyring(TEST_JOURNAL_KEY),
});
await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
await database.close();
if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
const file = join(mkdtempSync(join(tmpdir(), 'abundance-openapi-')), 'openapi.json');
writeFileSync(file, response.body);
execFileSync(
  'npx',
  ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'stylish', '--max-problems', '500'],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
