import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enFirst } from './en-first';
import { idFirst } from './id-first';

// The app's first render has only the catalogue's first part (ADR 0042): every text that the shell,
// its guard and error screens and the dashboard show must be in it, or it would show as its key.
// This reads the code those screens are made of (every module main.tsx and the dashboard's route
// import, and what they import on demand, such as the search palette, but not the other pages,
// which wait for the whole catalogue) and checks each key written in it against the first part.
// Keys held in variables (a page's title from a table) are not seen here: the tables' namespaces
// (shell, errors) are in the first part whole.

type Tree = { [key: string]: Tree | string };

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(web, '..');

/** The screens drawn from the first part: the app's entry and the pages marked `firstPartTexts`. */
const entries = ['main.tsx', 'app/routes/dashboard.tsx'].map((file) => join(web, file));

/**
 * Modules whose on-demand imports are not part of the first render's code: the pages (app/pages.ts,
 * app/router.tsx: they wait for the whole catalogue), the catalogues themselves and the shared
 * schemas' messages.
 */
const demandImportsNotFollowed = [
  'app/pages.ts',
  'app/router.tsx',
  'lib/i18n.ts',
  'lib/shared-messages.ts',
].map((file) => join(web, file));

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every module of src/web and src/shared that the entries reach. */
function firstRenderModules(): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      // Static imports and re-exports, not type-only ones.
      ...[...code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map(
        (match) => match[1],
      ),
      ...[...code.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1]),
      ...(demandImportsNotFollowed.includes(file)
        ? []
        : [...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1])),
    ];
    for (const specifier of specifiers) {
      const target = specifier && resolveImport(file, specifier);
      if (target?.startsWith(src) && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) {
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/**
 * Keys written out in t('…'), i18n.t('…') and i18nKey="…"; any other string that is a key of the
 * whole catalogue (a menu's labels, a table of error texts); and the prefixes of t(`a.b.${…}`).
 */
function keysIn(code: string): { keys: string[]; prefixes: string[] } {
  const whole = en as unknown as Tree;
  const keys = [
    ...[...code.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)].map((match) => match[1] ?? ''),
    ...[...code.matchAll(/\bt\(\s*`([\w.]+)`/g)].map((match) => match[1] ?? ''),
    ...[...code.matchAll(/i18nKey=["']([\w.]+)["']/g)].map((match) => match[1] ?? ''),
    ...[...code.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)]
      .map((match) => match[1] ?? '')
      .filter((text) => hasText(whole, text)),
  ];
  const prefixes = [...code.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((match) => match[1] ?? '');
  return { keys: [...new Set(keys)], prefixes };
}

function lookUp(tree: Tree, path: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return node;
}

/** A text, or a plural's forms (key_one, key_other). */
function hasText(tree: Tree, key: string): boolean {
  if (typeof lookUp(tree, key) === 'string') return true;
  return typeof lookUp(tree, `${key}_other`) === 'string';
}

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe("the catalogue's first part", () => {
  const modules = firstRenderModules();

  it('is read off the shell, its guard, the search palette and the dashboard', () => {
    const names = modules.map((file) => relative(web, file));
    expect(names).toContain('app/signed-in-layout.tsx');
    expect(names).toContain('features/search/components/search-palette.tsx');
    expect(names).toContain('app/routes/dashboard.tsx');
    expect(names).not.toContain('app/routes/analytics.tsx');
  });

  it('holds every text the first render can show', () => {
    const first = enFirst as unknown as Tree;
    const missing: string[] = [];
    let checked = 0;
    for (const file of modules) {
      const { keys, prefixes } = keysIn(readFileSync(file, 'utf8'));
      for (const key of keys) {
        checked += 1;
        if (!hasText(first, key)) missing.push(`${relative(web, file)}: ${key}`);
      }
      for (const prefix of prefixes) {
        checked += 1;
        if (typeof lookUp(first, prefix) !== 'object') missing.push(`${relative(web, file)}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('is the same files in Indonesian', () => {
    expect(leaves(idFirst as unknown as Tree).sort()).toEqual(leaves(enFirst as unknown as Tree).sort());
  });
});
