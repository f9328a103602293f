import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's import rules are lint errors, not a wiki page (ARCHITECTURE.md explains them).

/** Server modules, and those of them that own tables (db/schema/<name>.ts). */
const moduleNames = [
  'admin',
  'analytics',
  'auth',
  'billing',
  'checks',
  'domains',
  'feedback',
  'links',
  'notifications',
  'panel',
  'telegram',
  'system',
  'users',
];
const tableOwners = [
  'admin',
  'analytics',
  'auth',
  'billing',
  'checks',
  'domains',
  'feedback',
  'links',
  'notifications',
  'telegram',
  'users',
];

const layers = [
  // shared imports nothing of ours.
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  // config, db and platform know no feature.
  {
    target: ['./src/server/config.ts', './src/server/db', './src/server/platform'],
    from: [
      './src/server/modules',
      './src/server/redirect',
      './src/server/jobs',
      './src/server/app.ts',
      './src/server/main.ts',
    ],
    message: 'config, db and platform sit below the feature modules.',
  },
  {
    target: './src/server/modules',
    from: ['./src/server/redirect', './src/server/jobs', './src/server/app.ts', './src/server/main.ts'],
    message: 'Modules sit below redirect, jobs and app.',
  },
  {
    target: ['./src/server/redirect', './src/server/jobs'],
    from: ['./src/server/app.ts', './src/server/main.ts'],
    message: 'redirect and jobs sit below app.ts.',
  },
  // Every table has one owner module (db/schema/<module>.ts); a module imports its own tables
  // only, never the index, and asks other modules through their API. The ingest flush's join of
  // shortlinks is raw SQL (analytics/flush-sql.ts, ADR 0002), the one recorded exception.
  ...moduleNames.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/db/schema',
    except: tableOwners.includes(module) ? [`./${module}.ts`] : [],
    message: `modules/${module} may import only its own tables (db/schema/${module}.ts); ask the owning module's API for the rest.`,
  })),
  // Web: components and lib sit below features, features below app. What several features need
  // (lib/api-errors.ts, lib/queries/) lives in lib, so features share it without importing each other.
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components and lib sit below features and app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features sit below app routes.' },
  // The component-test harness is below features too, so any feature's tests may use it.
  {
    target: './src/web/test',
    from: ['./src/web/features', './src/web/app'],
    message: 'src/web/test sits below features: it knows no feature (src/web/test/README.md).',
  },
  // A feature does not import another feature; a route page composes them.
  ...readdirSync(new URL('./src/web/features', import.meta.url)).map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; a route page composes them.',
  })),
];

// Only tests import the test harness: it stubs globals and would ship vitest in the bundle.
const testHarnessOnlyInTests = {
  target: './src/web',
  from: './src/web/test',
  message: 'Only tests import src/web/test.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'drizzle/meta/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.json', './tsconfig.web.json', './tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // A server module reaches another module only through its index.ts.
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: 'Import another module through its index.ts (../<module>), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layers, testHarnessOnlyInTests] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON answers loosely; their assertions are the type check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', 'tests/e2e/**', 'bench/**', 'src/server/db/pglite-worker.mjs'],
    rules: { 'no-console': 'off' },
  },
);
