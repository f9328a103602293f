import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's import rules are lint errors, not a wiki page (ARCHITECTURE.md explains them).

const serverLayers = [
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
  // Web: components and lib sit below features, features below app.
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components and lib sit below features and app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features sit below app routes.' },
];

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
      'import-x/no-restricted-paths': ['error', { zones: serverLayers }],
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
    // A web feature does not import another feature; a route page composes them.
    files: ['src/web/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)[^/]+', message: 'A feature does not import another feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+',
              message: 'A feature does not import another feature.',
            },
          ],
        },
      ],
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
