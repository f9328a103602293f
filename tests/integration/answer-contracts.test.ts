import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The web app reads the API's answers by their contract's type, without parsing them again (ADR
// 0041): `apiCall<typeof meSchema>('/api/me')`. That is sound only while the route answers through
// that very schema, which the server's serializer then enforces on every answer. This holds each
// call in src/web to it: the route its method and path name must declare a success answer, and
// that answer's schema must be the one the call names (the same object, not a look-alike). The
// calls come from the source, so a call added later is covered without editing this file.

const webRoot = new URL('../../src/web/', import.meta.url).pathname;

interface Route {
  method: string;
  /** The URL with its parameters' names left out (`/api/links/:`). */
  pattern: string;
  answers: unknown[];
}

interface Call {
  where: string;
  method: string;
  /** As `Route.pattern`; null when the path is not written at the call (a helper builds it). */
  pattern: string | null;
  schemaName: string;
  /** The shared module the call's file imports the schema from. */
  module: string | null;
}

const routes: Route[] = [];

function collect(route: RouteOptions) {
  if (!route.url.startsWith('/api')) return;
  const response = ((route.schema ?? {}) as { response?: Record<string, unknown> }).response ?? {};
  const answers = Object.entries(response)
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([, schema]) => schema);
  for (const method of [route.method].flat()) {
    routes.push({ method, pattern: route.url.replace(/:\w+/g, ':'), answers });
  }
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text between the parenthesis at `open` and the one that closes it. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  throw new Error(`unclosed call at ${open}`);
}

/** A path written at the call as a route pattern: `${id}` after a slash is a parameter, the rest is its query. */
function patternOf(firstArgument: string): string | null {
  const literal = /^\s*(['`])([^'`]*)\1/.exec(firstArgument);
  if (!literal) return null;
  return (literal[2] ?? '')
    .replace(/\/\$\{[^}]*\}/g, '/:')
    .replace(/\$\{[^}]*\}.*$/, '')
    .replace(/\?.*$/, '');
}

function callsIn(path: string): Call[] {
  const text = readFileSync(path, 'utf8');
  const calls: Call[] = [];
  for (const match of text.matchAll(/apiCall<typeof (\w+)>\(/g)) {
    const args = argumentsAt(text, match.index + match[0].length - 1);
    const schemaName = match[1] ?? '';
    const imported = [
      ...text.matchAll(/import (?:type )?\{([^}]*)\} from '(?:\.\.\/)+shared\/([\w-]+)'/g),
    ].find(([, names]) =>
      (names ?? '').split(',').some((name) => name.replace(/^\s*type\s+/, '').trim() === schemaName),
    );
    calls.push({
      where: relative(webRoot, path),
      method: /method: '(\w+)'/.exec(args)?.[1] ?? 'GET',
      pattern: patternOf(args),
      schemaName,
      module: imported?.[2] ?? null,
    });
  }
  return calls;
}

const calls = sourceFiles(webRoot).flatMap(callsIn);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collect });
});

afterAll(async () => {
  await t?.close();
});

describe('the answers the web app reads by type', () => {
  it('finds the calls in the source (the reading above still matches how they are written)', () => {
    expect(calls.length).toBeGreaterThan(100);
    // Each names its schema from src/shared and writes its path at the call, so that both can be read.
    expect(calls.filter((call) => call.module === null).map((call) => call.where)).toEqual([]);
    expect(calls.filter((call) => call.pattern === null).map((call) => call.where)).toEqual([]);
  });

  it('are answered through the very schema each call names', async () => {
    const problems: string[] = [];
    for (const call of calls) {
      const at = `${call.where}: ${call.method} ${call.pattern}`;
      const route = routes.find(
        (candidate) => candidate.method === call.method && candidate.pattern === call.pattern,
      );
      if (!route) {
        problems.push(`${at}: no such route`);
        continue;
      }
      const contracts = (await import(`../../src/shared/${call.module}.ts`)) as Record<string, unknown>;
      const named = contracts[call.schemaName];
      if (named === undefined) problems.push(`${at}: shared/${call.module} exports no ${call.schemaName}`);
      else if (route.answers.length === 0) problems.push(`${at}: the route declares no answer`);
      else if (!route.answers.includes(named))
        problems.push(`${at}: the route answers another schema than ${call.schemaName}`);
    }
    expect(problems).toEqual([]);
  });
});
