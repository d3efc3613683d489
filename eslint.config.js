import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
