import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiScopes } from '../../src/shared/api-keys';
import { errorCodes } from '../../src/shared/errors';
import { testEvent, webhookEvents, webhookSchemaVersion } from '../../src/shared/webhook-events';
import { packageRoot, packageVersion } from '../../src/server/platform/runtime/package-root';
import { anonymousClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The public API's OpenAPI document (platform/http/openapi.ts): it matches the committed snapshot, is a
// valid OpenAPI 3.1 document, lists exactly the routes with an apiScope, and documents each of them
// fully; /api/docs shows it under the app's CSP. `npm run openapi:snapshot` rewrites the snapshot
// (it runs this file with OPENAPI_SNAPSHOT=write).

const snapshotFile = join(packageRoot, 'docs', 'api', 'openapi.json');
const writeSnapshot = process.env.OPENAPI_SNAPSHOT === 'write';

type Json = Record<string, any>;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

let t: TestApp;
let document: Json;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => routes.push(route) });
  const response = await anonymousClient(t).get('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => t.close());

/** Every operation of the document, with its path and method. */
function operations(): { path: string; method: string; operation: Json }[] {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })),
  );
}

/**
 * The document as committed: what differs between machines and releases (the server's address,
 * the package version) normalised, pretty-printed as the repository's formatter prints JSON.
 */
async function snapshotText(doc: Json): Promise<string> {
  const normalised = {
    ...doc,
    info: { ...doc.info, version: 'snapshot' },
    servers: [{ url: 'https://ringkas.example.com', description: 'Your Ringkas server (its PUBLIC_URL)' }],
  };
  const options = (await prettier.resolveConfig(snapshotFile)) ?? {};
  return prettier.format(JSON.stringify(normalised, null, 2), { ...options, filepath: snapshotFile });
}

/** Names the paths and components that differ, so that the failure says where to look. */
function differences(expected: Json, actual: Json): string[] {
  const found: string[] = [];
  for (const section of ['paths', 'components'] as const) {
    const names = new Set([...Object.keys(expected[section] ?? {}), ...Object.keys(actual[section] ?? {})]);
    for (const name of names) {
      if (JSON.stringify(expected[section]?.[name]) !== JSON.stringify(actual[section]?.[name]))
        found.push(`${section}.${name}`);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('matches the committed snapshot docs/api/openapi.json', async () => {
    const generated = await snapshotText(document);
    if (writeSnapshot) {
      await writeFile(snapshotFile, generated);
      return;
    }
    const committed = await readFile(snapshotFile, 'utf8').catch(() => '');
    if (generated !== committed) {
      const where = committed
        ? differences(JSON.parse(committed), JSON.parse(generated))
        : ['the whole file'];
      expect.fail(
        `docs/api/openapi.json is out of date (${where.join(', ') || 'formatting'}): ` +
          'run `npm run openapi:snapshot` and commit the result.',
      );
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route with an apiScope, and no other', () => {
    const publicRoutes = routes
      .filter((route) => route.config?.apiScope)
      .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, route }) => ({
        key: `${method.toLowerCase()} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
        scope: route.config!.apiScope,
      }));
    expect(publicRoutes.length).toBeGreaterThan(20);
    const documented = operations().map(({ path, method, operation }) => ({
      key: `${method} ${path}`,
      scope: operation['x-required-scope'],
    }));
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    expect(documented.sort(byKey)).toEqual(publicRoutes.sort(byKey));
  });

  it('gives each operation a summary, a unique operationId, a tag, its security and scope', () => {
    const tagNames = (document.tags as Json[]).map((tag) => tag.name);
    expect(tagNames).toEqual([
      'Links',
      'Tags and folders',
      'Analytics',
      'Domains',
      'Checks',
      'Workspace',
      'Webhooks',
    ]);
    const ids = new Set<string>();
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toMatch(/^[A-Z]/);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId), `${where}: operationId ${operation.operationId} twice`).toBe(
        false,
      );
      ids.add(operation.operationId);
      expect(operation.tags, where).toHaveLength(1);
      expect(tagNames, where).toContain(operation.tags[0]);
      const scope = operation['x-required-scope'];
      expect(apiScopes, where).toContain(scope);
      expect(operation.security, where).toEqual([{ apiKey: [scope] }, { session: [] }]);
      expect(operation.description, where).toContain(`\`${scope}\``);
    }
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'rk_…',
    });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('documents the standard errors of every operation with the error body', () => {
    const error = document.components.schemas.Error;
    expect(error.properties.error.properties.code.enum).toEqual([...errorCodes]);
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = operation.responses as Json;
      const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody;
      const byPath = (operation.parameters ?? []).some((parameter: Json) => parameter.in === 'path');
      expect(
        Object.keys(responses).some((status) => status.startsWith('2')),
        where,
      ).toBe(true);
      expect(responses['401'], where).toEqual({ $ref: '#/components/responses/Unauthorized' });
      expect(responses['403'], where).toEqual({ $ref: '#/components/responses/Forbidden' });
      expect(responses['429'], where).toEqual({ $ref: '#/components/responses/RateLimited' });
      if (takesInput)
        expect(responses['400'], where).toEqual({ $ref: '#/components/responses/ValidationFailed' });
      if (byPath) expect(responses['404'], where).toEqual({ $ref: '#/components/responses/NotFound' });
      if (operation['x-required-scope'].endsWith(':write'))
        expect(responses['409'], where).toEqual({ $ref: '#/components/responses/Conflict' });
    }
    for (const response of Object.values(document.components.responses as Json)) {
      const media = response.content['application/json'];
      expect(media.schema).toEqual({ $ref: '#/components/schemas/Error' });
      expect(errorCodes).toContain(media.example.error.code);
    }
  });

  it('gives an example for each operation that takes or answers a body or a parameter', () => {
    const schemas = document.components.schemas as Json;
    const resolve = (schema: Json | undefined): Json | undefined =>
      schema?.$ref ? schemas[String(schema.$ref).split('/').pop()!] : schema;
    const hasExample = (holder: Json | undefined) =>
      Boolean(holder && (holder.example !== undefined || holder.examples !== undefined));
    const mediaHasExample = (content: Json | undefined) =>
      Object.values(content ?? {}).some(
        (media: Json) => hasExample(media) || hasExample(resolve(media.schema)),
      );
    for (const { path, method, operation } of operations()) {
      const parameters = (operation.parameters ?? []) as Json[];
      const successes = Object.entries(operation.responses as Json)
        .filter(([status]) => status.startsWith('2'))
        .map(([, response]) => response as Json);
      const hasInputOrBody =
        parameters.length > 0 || operation.requestBody || successes.some((response) => response.content);
      if (!hasInputOrBody) continue;
      const exampled =
        parameters.some((parameter) => hasExample(parameter) || hasExample(parameter.schema)) ||
        mediaHasExample(operation.requestBody?.content) ||
        successes.some((response) => mediaHasExample(response.content));
      expect(exampled, `${method.toUpperCase()} ${path} has no example`).toBe(true);
      if (operation.requestBody)
        expect(
          mediaHasExample(operation.requestBody.content),
          `${method.toUpperCase()} ${path} has no request example`,
        ).toBe(true);
    }
  });

  it('names this server and this version, and no component that nothing uses', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Ringkas API');
    expect(document.info.version).toBe(packageVersion);
    expect(document.servers).toEqual([
      { url: t.config.publicUrl.replace(/\/$/, ''), description: expect.any(String) },
    ]);
    const text = JSON.stringify(document);
    for (const name of Object.keys(document.components.schemas))
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('describes the message of every webhook event, signed headers and versioned, under webhooks', () => {
    expect(Object.keys(document.webhooks)).toEqual([...webhookEvents, testEvent]);
    for (const [type, item] of Object.entries(document.webhooks as Record<string, Json>)) {
      const schema = item.post.requestBody.content['application/json'].schema;
      expect(schema.properties.type, type).toEqual({ type: 'string', const: type });
      expect(schema.properties.version, type).toEqual({ type: 'number', const: webhookSchemaVersion });
      expect(schema.required, type).toEqual(['type', 'version', 'timestamp', 'data']);
      expect(item.post.parameters.map((parameter: Json) => parameter.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      // Every schema it refers to is among the components.
      for (const [, name] of JSON.stringify(schema).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        expect(document.components.schemas, `${type}: ${name}`).toHaveProperty(name!);
    }
    expect(
      document.webhooks['link.created'].post.requestBody.content['application/json'].schema.properties.data,
    ).toEqual({
      $ref: '#/components/schemas/Link',
    });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the document to anyone, cacheable for a short time', async () => {
    const response = await anonymousClient(t).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves a page that loads only its own scripts, under the app CSP', async () => {
    const page = await anonymousClient(t).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const html = String(page.body);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.length).toBe(4);
    for (const asset of assets) {
      const response = await anonymousClient(t).get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(/^text\/(css|javascript)/);
      expect(String(response.body).length, asset).toBeGreaterThan(100);
    }
    const start = await anonymousClient(t).get('/api/docs/assets/start.js');
    expect(start.body).toContain('"/api/openapi.json"');
    expect((await anonymousClient(t).get('/api/docs/')).headers.location).toBe('/api/docs');
  });
});
