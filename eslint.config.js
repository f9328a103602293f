import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's import rules are lint errors, not a wiki page (ARCHITECTURE.md explains them).

/** Server modules (src/server/modules/<name>), and those of them that own tables (db/schema/<name>.ts). */
const moduleNames = readdirSync(new URL('./src/server/modules', import.meta.url));
const tableOwners = readdirSync(new URL('./src/server/db/schema', import.meta.url))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => name !== 'index');

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
    except: [
      ...(tableOwners.includes(module) ? [`./${module}.ts`] : []),
      // Billing owns the subscription, kept in the workspace's row: its own repo alone writes it
      // (the zone below keeps the rest of billing out).
      ...(module === 'billing' ? ['./workspaces.ts'] : []),
    ],
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

/**
 * eslint-plugin-i18next's no-literal-string for the web app's components (`jsx-only`: text in JSX
 * and the strings given to JSX attributes and expressions). Its options replace the plugin's
 * defaults key by key, so the defaults we keep are repeated here. Strings whose type is a union of
 * literals (a variant="ghost", a type="submit") are let through by the rule's type check.
 */
const literalStringOptions = {
  mode: 'jsx-only',
  'should-validate-template': true,
  message: 'Show catalogue texts through t() (src/web/locales/en*.json), not a literal',
  'jsx-components': { exclude: ['Trans'] },
  'jsx-attributes': {
    exclude: [
      // Styling, identity and wiring: never read by anyone.
      'className',
      '.*ClassName',
      'style',
      'type',
      'key',
      'id',
      'htmlFor',
      // An <option>'s or a radio's value is sent, not shown (its label is the element's text).
      'value',
      'width',
      'height',
      'name',
      'role',
      'to',
      'href',
      'src',
      'rel',
      'target',
      'method',
      'action',
      'autoComplete',
      'inputMode',
      'pattern',
      'accept',
      'lang',
      'dir',
      'd',
      'viewBox',
      'fill',
      'stroke',
      'dataKey',
      'stackId',
      'align',
      'side',
      'data-.*',
      'aria-(?!label$|description$|valuetext$|roledescription$|placeholder$).*',
    ],
  },
  words: {
    exclude: [
      // The plugin's defaults: punctuation and digits alone, UPPER_CASE tokens, HTML entities.
      '[0-9!-/:-@[-`{-~\\s·•—–…×→←↑↓]+',
      '[A-Z_-]+',
      '&[a-z]+;',
      // URLs, paths, file names and e-mail addresses are the same in every language.
      '(?:https?://|/|mailto:|tel:)\\S*',
      '[\\w.-]+@[\\w.-]+',
      // Host names (example.com) and the lower-case, punctuated pieces of ids, field paths and
      // slugs (`${id}-hint`, `rules.${index}.`, summer-sale) are not sentences.
      '[\\w-]+(?:\\.[\\w-]+)+',
      '[-_.:a-z0-9]*[-_.:][-_.:a-z0-9]*',
      // ISO 8601 pieces such as T12:00:00Z.
      '[0-9TZ:.+-]+',
    ],
  },
  callees: {
    exclude: [
      'i18n(?:ext)?',
      't',
      'cn',
      'cva',
      'clsx',
      'twMerge',
      'require',
      'addEventListener',
      'removeEventListener',
      'postMessage',
      'getElementById',
      'querySelector(?:All)?',
      'includes',
      'indexOf',
      'endsWith',
      'startsWith',
      'replace(?:All)?',
      'split',
      'join',
      'get',
      'set',
      'has',
      'delete',
      'append',
      'getAttribute',
      'setAttribute',
      'setSearchParams',
      'navigate',
      'matchMedia',
      'Error',
      'URL',
      'URLSearchParams',
      'RegExp',
      'Date',
      'Intl\\..*',
      'useTranslation',
      'useNavigate',
      'useSearchParams',
      'queryKey',
      // Field paths handed to a form's error helpers.
      'errorOf',
      'about',
      'forget',
      'problemAt',
    ],
  },
  'object-properties': {
    exclude: [
      '[A-Z_-]+',
      'className',
      'queryKey',
      'method',
      'type',
      'key',
      'id',
      'to',
      'href',
      'variant',
      'size',
    ],
  },
  'class-properties': { exclude: ['displayName', 'name'] },
};

const moduleThroughIndex = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
  message: 'Import another module through its index.ts (../<module>), not its files.',
};

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
      // Stryker's report and its sandboxes (npm run test:mutation).
      'reports/',
      '.stryker-tmp/',
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
    // Server functions stay small enough to read at once (issue 39): a service closure past this
    // becomes one file per action, as links, checks and orders did.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A server module reaches another module only through its index.ts.
    files: ['src/server/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleThroughIndex] }] },
  },
  {
    // ...and so do the redirect, the jobs, the command line and the app.
    files: [
      'src/server/redirect/**/*.ts',
      'src/server/jobs/**/*.ts',
      'src/server/cli.ts',
      'src/server/app.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'modules/[^/]+/.+',
              message: 'Import a module through its index.ts (modules/<module>), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Billing's subscription columns live in the workspace's row: only subscriptions.repo.ts reads
    // that table, every other billing file asks the workspaces module.
    files: ['src/server/modules/billing/**/*.ts'],
    ignores: ['src/server/modules/billing/subscriptions.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleThroughIndex,
            {
              regex: 'db/schema/workspaces$',
              message:
                "Only subscriptions.repo.ts touches the workspace's row (the subscription); ask the workspaces module.",
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
    // Plain scripts the browser runs as they are, before any bundle (public/theme.js).
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a component shows comes from the catalogues through t(): a literal in JSX text or
    // in a shown attribute (placeholder, title, alt, aria-label, a component's label props) is an
    // error, so Indonesian never misses a sentence. What the reader never sees is let through.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx', 'src/web/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', literalStringOptions] },
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
