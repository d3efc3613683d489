import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each written rule of docs/architecture.md, proven: a violation planted in a file the rule covers
 * is caught by the project's own ESLint configuration, the same code where the rule allows it
 * passes, and the real tree breaks none of them. The planted files exist only in memory (lintText
 * with a file path), so nothing is written into the tree.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const architectureOnly = ({ ruleId }: { ruleId: string }) => ruleId.startsWith('architecture/');
const eslint = new ESLint({ cwd: root, ruleFilter: architectureOnly });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

type Case = { rule: string; code: string; caughtIn: string[]; allowedIn: string[] };

const cases: Case[] = [
  {
    rule: 'architecture/no-sql-outside-repositories',
    code: `import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/users';
import type { Database } from '#server/db/client';
export const find = (db: Database, id: string) => db.select().from(users).where(eq(users.id, id));`,
    caughtIn: [
      'server/features/planted/service.ts',
      'server/features/planted/stats.ts',
      'server/sessions/planted.ts',
    ],
    allowedIn: [
      'server/features/planted/repository.ts',
      'server/features/planted/stats-repository.ts',
      'server/db/planted.ts',
      'server/jobs/planted.ts',
      'server/features/planted/planted.test.ts',
    ],
  },
  {
    rule: 'architecture/no-sql-outside-repositories',
    code: `export async function wipe(tx: { execute: (q: string) => Promise<void> }) { await tx.execute('delete from x'); }`,
    caughtIn: ['server/features/planted/service.ts'],
    allowedIn: ['server/features/planted/repository.ts'],
  },
  {
    rule: 'architecture/no-database-in-routes',
    code: `import { listThings } from './repository';
export const routes = async () => listThings();`,
    caughtIn: ['server/features/planted/routes.ts', 'server/features/planted/import-routes.ts'],
    allowedIn: ['server/features/planted/service.ts'],
  },
  {
    rule: 'architecture/no-database-in-routes',
    code: `import type { Database } from '#server/db/client';
export const routes = async (db: Database) => db.transaction(async () => undefined);`,
    caughtIn: ['server/features/planted/routes.ts'],
    allowedIn: ['server/features/planted/service.ts'],
  },
  {
    rule: 'architecture/no-database-in-routes',
    code: `import { pingDatabase } from '#server/db/client';
export const routes = pingDatabase;`,
    caughtIn: ['server/features/planted/routes.ts'],
    allowedIn: ['server/features/planted/service.ts'],
  },
  {
    rule: 'architecture/no-raw-fetch',
    code: `export const load = () => fetch('/api/things').then((response) => response.json());`,
    caughtIn: ['web/features/planted/api.ts', 'web/app/planted.tsx', 'web/components/planted.ts'],
    allowedIn: ['web/lib/planted.ts', 'web/features/planted/api.test.ts'],
  },
  {
    rule: 'architecture/no-raw-fetch',
    code: `export const load = () => window.fetch('/api/things');`,
    caughtIn: ['web/features/planted/api.ts'],
    allowedIn: ['web/lib/planted.ts'],
  },
  {
    rule: 'architecture/no-raw-fetch',
    code: `self.addEventListener('fetch', (event) => event.respondWith(fetch(event.request)));`,
    caughtIn: ['web/public/planted-worker.js'],
    allowedIn: ['web/public/sw.js'],
  },
  {
    rule: 'architecture/admin-only-option',
    code: `import { forbidden } from '#server/http/errors';
export function assertAdmin(auth: { isAdmin: boolean }) { if (!auth.isAdmin) throw forbidden('Admins only.'); }`,
    caughtIn: [
      'server/features/planted/service.ts',
      'server/features/planted/routes.ts',
      'server/planted/planted.ts',
    ],
    allowedIn: ['server/admin/admin-only.ts', 'server/features/planted/planted.test.ts'],
  },
  {
    rule: 'architecture/admin-only-option',
    code: `export const routes = (request: { auth: { isAdmin: boolean } }) => (request.auth.isAdmin ? 'all' : 'own');`,
    caughtIn: ['server/features/planted/routes.ts'],
    allowedIn: ['server/features/planted/service.ts'],
  },
  {
    rule: 'architecture/admin-only-option',
    code: `export const admins = (config: { ADMIN_EMAILS: string[] }) => new Set(config.ADMIN_EMAILS);`,
    caughtIn: ['server/features/planted/service.ts'],
    allowedIn: ['server/sessions/session-plugin.ts'],
  },
  {
    rule: 'architecture/admin-only-option',
    code: `import { forbidden } from '#server/http/errors';
export function change(auth: { isAdmin: boolean }, status: string) {
  const by = auth.isAdmin ? 'admin' : 'member';
  if (by === 'member' && status !== 'cancelled') throw forbidden('Admins only.');
}`,
    caughtIn: ['server/features/planted/service.ts'],
    allowedIn: ['server/admin/admin-only.ts'],
  },
  {
    rule: 'architecture/admin-only-option',
    code: `import { notFound } from '#server/http/errors';
export function find(auth: { isAdmin: boolean; userId: string }, owner: string) {
  const scope = auth.isAdmin ? null : auth.userId;
  if (scope !== null && scope !== owner) throw notFound();
}`,
    caughtIn: [],
    allowedIn: ['server/features/planted/service.ts'],
  },
  {
    rule: 'architecture/schema-on-first-use',
    code: `import { z } from 'zod';
export const ThingSchema = z.object({ name: z.string() });`,
    caughtIn: ['domain/planted.ts', 'domain/planted/things.ts'],
    allowedIn: ['domain/planted.test.ts', 'web/features/planted/form.ts'],
  },
  {
    rule: 'architecture/schema-on-first-use',
    code: `import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';
const BaseSchema = schemaOnFirstUse(() => z.object({ name: z.string() }));
export const NamedSchema = BaseSchema.unwrap().extend({ id: z.string() });`,
    caughtIn: ['domain/planted.ts'],
    allowedIn: ['domain/planted.test.ts'],
  },
  {
    rule: 'architecture/no-test-helpers-in-production',
    code: `import { createTestApp } from '#server/test-support/test-app';
export const app = createTestApp;`,
    caughtIn: ['server/features/planted/service.ts', 'web/features/planted/api.ts', 'domain/planted.ts'],
    allowedIn: [
      'server/features/planted/planted.test.ts',
      'server/features/planted/planted.test-kit.ts',
      'server/test-support/planted.ts',
    ],
  },
  {
    rule: 'architecture/no-test-helpers-in-production',
    code: `import { share } from './stories.test-kit';
export const again = share;`,
    caughtIn: ['server/features/planted/service.ts'],
    allowedIn: ['server/features/planted/planted.test.ts'],
  },
];

// The first lint loads the configuration and the TypeScript parser: seconds on a busy machine.
describe('the architecture rules catch a planted violation', { timeout: 60_000 }, () => {
  for (const { rule, code, caughtIn, allowedIn } of cases) {
    const firstLine = code.split('\n').at(-1)?.slice(0, 60);
    for (const filePath of caughtIn)
      it(`${rule}: caught in ${filePath} (${firstLine})`, async () => {
        expect(await ruleIdsFor(filePath, code)).toContain(rule);
      });
    for (const filePath of allowedIn)
      it(`${rule}: allowed in ${filePath} (${firstLine})`, async () => {
        expect(await ruleIdsFor(filePath, code)).not.toContain(rule);
      });
  }

  it('the correct form passes: a lazy contract, and one made from another inside its build', async () => {
    const code = `import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';
const BaseSchema = schemaOnFirstUse(() => z.object({ name: z.string() }));
export const NamedSchema = schemaOnFirstUse(() => BaseSchema.unwrap().extend({ id: z.string() }));
export const KindSchema = z.enum(['a', 'b']);`;
    expect(await ruleIdsFor('domain/planted.ts', code)).toEqual([]);
  });
});

describe('the real tree', () => {
  it('breaks none of the architecture rules', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['server', 'web', 'domain']);
    const broken = results.flatMap((result) =>
      result.messages.map(
        (message) => `${result.filePath.slice(root.length)}:${message.line} ${message.ruleId}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
