import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { TotalsReporter } from './test/totals-reporter';

// One `vitest run` executes every suite: pure unit tests, the API suite on embedded PGlite,
// the same API suite again on PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys.
// Migrates one database per run; each API test file starts from a copy of it (docs/testing.md).
const migrateOncePerRun = {
  pglite: 'server/test-support/pglite-snapshot-setup.ts',
  postgres: 'server/test-support/postgres-template-setup.ts',
};
const apiSuite = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    exclude: ['server/**/*.unit.test.ts'],
    env: { TEST_DB: database },
    globalSetup: [migrateOncePerRun[database]],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: [
        'domain/**/*.test.ts',
        'web/**/*.test.{ts,tsx}',
        'server/**/*.unit.test.ts',
        'test/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      testTimeout: 10_000,
    },
  },
  apiSuite('api-pglite', 'pglite'),
];
if (process.env.TEST_DATABASE_URL) projects.push(apiSuite('api-postgres', 'postgres'));
projects.push({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Pages render after network round trips; on a loaded 2-core CI machine one second is too short.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Each journey file boots its own server and browser; two at once fill this 2-core machine.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects,
    reporters: ['default', new TotalsReporter()],
    // API and browser files each start their own app; keep the machine responsive.
    maxWorkers: 2,
  },
});
