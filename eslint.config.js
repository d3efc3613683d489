import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './eslint/architecture.js';

/**
 * Import zones (docs/architecture.md): a feature never imports another feature, web features never
 * import the app layer, shared folders import no feature, and domain/ imports neither half. Imports
 * outside a file's own folder go through the package.json subpath imports (#domain/..., #server/...,
 * #web/...), so every crossing is visible by name and these rules can see it.
 */
const featuresOf = (side) =>
  fs
    .readdirSync(new URL(`./${side}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const noParentImports = {
  regex: '^\\.\\./',
  message: 'Import from another folder through its subpath (#domain/..., #server/..., #web/...).',
};

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [noParentImports, ...patterns] }] },
});

const featureZone = (side, feature) =>
  restrict(
    [`${side}/features/${feature}/**/*.{ts,tsx}`],
    [
      {
        regex: `^#${side}/features/(?!${feature}/)`,
        message: `A feature never imports another feature: move what both need to a shared folder.`,
      },
      ...(side === 'web'
        ? [{ regex: '^#web/app/', message: 'Features never import the app layer (web/app).' }]
        : []),
      {
        regex: `^#${side === 'web' ? 'server' : 'web'}/`,
        message: 'The server and the web client never import each other.',
      },
    ],
  );

/** Test code: suites, kits beside them, the harness. Production rules never apply to it. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/*.test-kit.ts', 'server/test-support/**'];

/**
 * The written rules enforced (eslint/architecture.js, proven by test/architecture/). Files are chosen
 * by pattern, never by feature name, so a feature that is added or renamed is covered as it is.
 * The allow-lists are short and named: shared server folders that are data modules of their own hold
 * SQL; web/lib and the service worker call fetch.
 */
const REPOSITORIES = ['**/repository.ts', '**/*-repository.ts'];
const ROUTES = ['server/**/routes.ts', 'server/**/*-routes.ts'];
/**
 * Shared server folders that are data modules themselves (the practice log, plans, sign-up, privacy,
 * webhooks...): feature-free code that several features call. Features keep SQL in repository files.
 */
const SQL_FOLDERS = [
  'server/db/**',
  'server/jobs/**',
  'server/practice/**',
  'server/plans/**',
  'server/signup/**',
  'server/privacy/**',
  'server/webhooks/**',
  'server/onboarding/**',
  'server/reminders/**',
  'server/admin/**',
  'server/plugins/**',
  'server/metrics/**',
];
const FETCH_ALLOWED = ['web/lib/**', 'web/public/sw.js'];
const ADMIN_GATE = ['server/admin/admin-only.ts', 'server/sessions/session-plugin.ts', 'server/config.ts'];

const architectureRules = [
  { files: ['**/*.{js,mjs,ts,tsx}'], plugins: { architecture } },
  {
    files: ['server/**/*.ts'],
    ignores: [...TEST_CODE, ...REPOSITORIES, ...SQL_FOLDERS, '**/*.d.ts'],
    rules: { 'architecture/no-sql-outside-repositories': 'error' },
  },
  { files: ROUTES, rules: { 'architecture/no-database-in-routes': 'error' } },
  {
    files: ['web/**/*.{js,ts,tsx}'],
    ignores: [...TEST_CODE, ...FETCH_ALLOWED],
    rules: { 'architecture/no-raw-fetch': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [...TEST_CODE, ...ADMIN_GATE],
    rules: { 'architecture/admin-only-option': 'error' },
  },
  { files: ROUTES, rules: { 'architecture/admin-only-option': ['error', { route: true }] } },
  {
    files: ['domain/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'architecture/schema-on-first-use': 'error' },
  },
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'architecture/no-test-helpers-in-production': 'error' },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      'no-restricted-imports': ['error', { patterns: [noParentImports] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  restrict(
    ['domain/**/*.ts'],
    [
      {
        regex: '^#(server|web|e2e|bench)/',
        message: 'domain/ holds pure rules and contracts: it imports neither half.',
      },
    ],
  ),
  restrict(
    ['web/lib/**/*.{ts,tsx}', 'web/components/**/*.{ts,tsx}', 'web/pwa/**/*.{ts,tsx}'],
    [
      {
        regex: '^#web/(features|app)/',
        message: 'Shared client code imports no feature and not the app layer.',
      },
      { regex: '^#server/', message: 'The server and the web client never import each other.' },
    ],
  ),
  restrict(
    ['server/!(features)/**/*.ts'],
    [
      {
        regex: '^#server/features/',
        message:
          'Feature-free server folders (plugins, sessions, plans, practice, db, http) import no feature.',
      },
      { regex: '^#web/', message: 'The server and the web client never import each other.' },
    ],
  ),
  ...featuresOf('server').map((feature) => featureZone('server', feature)),
  ...featuresOf('web').map((feature) => featureZone('web', feature)),
  ...architectureRules,
);
