import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Every bad form of input, posted to every JSON route the app registers, by a signed-in admin
// (who gets furthest past the guards): each must be a 4xx naming what was wrong, never a 500. The
// routes come from the app itself (an onRoute hook), so a route added later is covered without
// editing this file; better-auth's endpoints sit behind one wildcard route and are listed here.

interface ApiRoute {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
}

const routes: ApiRoute[] = [];

function collect(route: RouteOptions) {
  if (!route.url.startsWith('/api')) return;
  const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring });
  }
}

/** better-auth's endpoints (behind /api/auth/*) and the text fields each takes. */
const authEndpoints: Record<string, string[]> = {
  '/api/auth/sign-up/email': ['name', 'email', 'password'],
  '/api/auth/sign-in/email': ['email', 'password'],
  '/api/auth/update-user': ['name'],
  '/api/auth/change-password': ['currentPassword', 'newPassword'],
  '/api/auth/request-password-reset': ['email', 'redirectTo'],
  '/api/auth/reset-password': ['newPassword', 'token'],
  '/api/auth/email-otp/send-verification-otp': ['email', 'type'],
  '/api/auth/sign-in/email-otp': ['email', 'otp'],
  '/api/auth/two-factor/enable': ['password'],
  '/api/auth/two-factor/verify-totp': ['code'],
  '/api/auth/sign-out': [],
};

/** The dotted paths of every text field a zod schema takes (optional, nullable, unions unwrapped). */
function textFields(schema: ZodType | undefined, path = ''): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'string':
      return [path];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return textFields(def.innerType as ZodType, path);
    case 'pipe':
      return textFields(def.in as ZodType, path);
    case 'union':
      return [...new Set((def.options as ZodType[]).flatMap((option) => textFields(option, path)))];
    case 'array':
      return textFields(def.element as ZodType, path ? `${path}.0` : '0');
    case 'object':
      return Object.entries(def.shape as Record<string, ZodType>).flatMap(([key, value]) =>
        textFields(value, path ? `${path}.${key}` : key),
      );
    default:
      return [];
  }
}

/** A body with `text` at a dotted path ("ids.0" makes an array). */
function bodyWith(path: string, text: string): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const next = last ? text : /^\d+$/.test(keys[index + 1]!) ? [] : {};
    (node as Record<string, unknown>)[key] = next;
    if (!last) node = next as Record<string, unknown>;
  });
  return root;
}

/** A concrete URL for a route: path parameters get a plausible value. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
}

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

let t: TestApp;
let clients: AuthClients;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collect });
  clients = await buildAuthClients(t);
});

afterAll(async () => {
  await t.close();
});

/** The body routes: every route that takes a body, with better-auth's endpoints in its wildcard's place. */
function bodyRoutes(): { method: string; url: string; fields: string[] }[] {
  const list: { method: string; url: string; fields: string[] }[] = [];
  for (const route of routes) {
    if (route.method === 'GET') continue;
    if (route.url === '/api/auth/*') {
      for (const [url, fields] of Object.entries(authEndpoints)) list.push({ method: 'POST', url, fields });
    } else {
      list.push({ method: route.method, url: concrete(route.url), fields: textFields(route.body) });
    }
  }
  return list;
}

async function send(method: string, url: string, payload: string, contentType = 'application/json') {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: clients.admin.client.remoteAddress,
    headers: {
      origin: t.config.publicUrl,
      cookie: clients.admin.client.cookieHeader,
      'content-type': contentType,
    },
    payload,
  });
  const body = String(response.headers['content-type']).includes('json') ? response.json() : response.body;
  return { status: response.statusCode, body };
}

describe('every JSON route refuses bad input with a 4xx naming the field', () => {
  it('finds the routes from the app itself', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/links',
        'PATCH /api/links/:id',
        'PATCH /api/me',
        'POST /api/auth/*',
      ]),
    );
    expect(bodyRoutes().length).toBeGreaterThan(20);
    // The schema walk finds the text fields (a walk that found none would test nothing).
    expect(
      textFields(routes.find((route) => route.url === '/api/links' && route.method === 'POST')?.body),
    ).toEqual(expect.arrayContaining(['destination_url', 'title', 'custom_alias', 'domain']));
  });

  it('refuses a NUL character in every text field of every body', async () => {
    const failures: string[] = [];
    for (const { method, url, fields } of bodyRoutes()) {
      // A route without text fields still walks whatever it is sent.
      for (const field of fields.length > 0 ? fields : ['probe']) {
        const { status, body } = await send(method, url, JSON.stringify(bodyWith(field, 'a\u0000b')));
        if (status !== 400 || !body.error?.fields?.[field]) {
          failures.push(`${method} ${url} ${field}: ${status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses other control characters too, but keeps tabs and line breaks for multi-line text', async () => {
    const bell = await send(
      'POST',
      '/api/links',
      JSON.stringify({ destination_url: 'https://example.com/', title: 'a\u0007b' }),
    );
    expect(bell.status).toBe(400);
    expect(bell.body.error.fields.title).toMatch(/U\+0007/);
    const key = await send('POST', '/api/links', JSON.stringify({ ['ti\u0000tle']: 'x' }));
    expect(key.status).toBe(400);
    expect(key.body.error.fields).toHaveProperty('body');
    const notification = await send(
      'POST',
      '/api/admin/notifications',
      JSON.stringify({
        user_id: clients.other.id,
        title: 'Maintenance',
        body: 'Tonight:\n\t- the database\r\n',
      }),
    );
    expect(notification.status).toBe(201);
    expect(notification.body.body).toBe('Tonight:\n\t- the database');
  });

  it.each([
    ['POST', '/api/links', { destination_url: 'https://example.com/', title: 'one\ntwo' }, 'title'],
    ['PATCH', '/api/me', { name: 'Ayu\r\nBcc: x' }, 'name'],
    ['PUT', '/api/admin/brand', { brand_name: 'Brand\tName' }, 'brand_name'],
    ['PUT', '/api/admin/brand', { app_name: 'App\nName' }, 'app_name'],
    ['POST', '/api/admin/notifications', { user_id: 'x', title: 'two\nlines' }, 'title'],
  ])('keeps one-line fields to one line: %s %s', async (method, url, body, field) => {
    const { status, body: answer } = await send(method, url, JSON.stringify(body));
    expect(status).toBe(400);
    expect(answer.error.fields[field]).toBe('Use one line: no line breaks or tabs.');
  });

  it('refuses a NUL character in every query and path parameter', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.method !== 'GET') continue;
      const url = route.url === '/api/auth/*' ? '/api/auth/get-session' : concrete(route.url);
      for (const field of [...textFields(route.querystring), 'probe']) {
        const response = await send('GET', `${url}?${field}=%00`, '');
        if (response.status !== 400 || !response.body.error?.fields?.[`query.${field}`]) {
          failures.push(`GET ${url}?${field}=%00: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
      if (route.url.includes(':')) {
        const withNul = route.url.replace(/:[A-Za-z]+/g, 'a%00b');
        const response = await send('GET', withNul, '');
        const param = /:([A-Za-z]+)/.exec(route.url)![1];
        if (response.status !== 400 || !response.body.error?.fields?.[`params.${param}`]) {
          failures.push(`GET ${withNul}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body nested deeper than 32 levels, and takes 32', async () => {
    const failures: string[] = [];
    for (const { method, url } of bodyRoutes()) {
      const { status, body } = await send(method, url, nested(33));
      if (status !== 400 || body.error?.code !== 'invalid_json' || !body.error.fields?.body) {
        failures.push(`${method} ${url}: ${status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
    // 32 levels parse: what answers is the route's own validation.
    const deepest = await send('POST', '/api/links', nested(32));
    expect(deepest.status).toBe(400);
    expect(deepest.body.error.code).toBe('validation_failed');
    // Brackets inside strings are text, not nesting.
    const inText = await send(
      'POST',
      '/api/links',
      JSON.stringify({ destination_url: 'https://example.com/', title: '['.repeat(100) }),
    );
    expect(inText.status).toBe(201);
  });

  it('refuses malformed JSON and other content types on every route', async () => {
    const failures: string[] = [];
    for (const { method, url } of bodyRoutes()) {
      const malformed = await send(method, url, '{"title": "unfinished');
      if (
        malformed.status !== 400 ||
        malformed.body.error?.code !== 'invalid_json' ||
        !malformed.body.error.fields?.body
      ) {
        failures.push(`malformed ${method} ${url}: ${malformed.status} ${JSON.stringify(malformed.body)}`);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const wrongType = await send(method, url, '{"title":"x"}', type);
        if (wrongType.status !== 415 || !wrongType.body.error?.fields?.body) {
          failures.push(`${type} ${method} ${url}: ${wrongType.status} ${JSON.stringify(wrongType.body)}`);
        }
      }
      const poisoned = await send(method, url, '{"__proto__": {"isAdmin": true}}');
      if (poisoned.status !== 400) failures.push(`__proto__ ${method} ${url}: ${poisoned.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('destinations are checked as sent', () => {
  const refused = [
    ['a line feed inside', 'https://example.com/a\nb'],
    ['a carriage return and line feed inside', 'https://example.com/\r\nSet-Cookie: a=b'],
    ['a tab inside the host', 'https://exa\tmple.com/'],
    ['a line feed at the end', 'https://example.com/\n'],
    ['a DEL', 'https://example.com/\u007f'],
    ['a space inside', 'https://example.com/a b'],
    ['a no-break space inside', 'https://example.com/a\u00a0b'],
    ['an empty host', 'http:///x'],
    ['no slashes', 'http:example.com'],
    ['one slash', 'https:/example.com'],
    ['a backslash for slashes', 'https:\\\\example.com'],
    ['a backslash in the host', 'https://example.com\\@evil.example/'],
    ['only a port', 'http://:80/'],
    ['only user info', 'https://user@/x'],
    ['another scheme', 'javascript:alert(1)'],
  ] as const;

  it.each(refused)('refuses %s', async (_case, destination) => {
    for (const request of [
      () => clients.admin.client.post('/api/links', { destination_url: destination }),
      async () => {
        const link = await clients.admin.client.post('/api/links', {
          destination_url: 'https://example.com/',
        });
        return clients.admin.client.request('PATCH', `/api/links/${link.body.id}`, {
          destination_url: destination,
        });
      },
    ]) {
      const response = await request();
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('destination_url');
    }
  });

  it.each([
    ['surrounding spaces, trimmed', '  https://example.com/page  ', 'https://example.com/page'],
    [
      'an encoded space and a port',
      'https://example.com:8443/a%20b?x=1#top',
      'https://example.com:8443/a%20b?x=1#top',
    ],
    ['an IPv6 host', 'http://[2001:db8::1]/x', 'http://[2001:db8::1]/x'],
    ['upper-case scheme', 'HTTPS://Example.com/', 'HTTPS://Example.com/'],
  ])('keeps %s', async (_case, destination, stored) => {
    const response = await clients.admin.client.post('/api/links', { destination_url: destination });
    expect(response.status).toBe(201);
    expect(response.body.destination_url).toBe(stored);
  });
});
