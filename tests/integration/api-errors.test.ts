import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from '../../src/shared/errors';
import { buildTestApp, type TestApp } from './helpers/test-app';

describe('API error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(isErrorBody(body)).toBe(true);
    expect(body.error.code).toBe('not_found');
  });

  it('answers a POST to an unknown API path with a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a malformed JSON body with 400 invalid_json naming the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('invalid_json');
    expect(body.error.fields).toHaveProperty('body');
  });

  it('answers curl -d style bodies (form content type) with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('refuses valid JSON sent as text/plain (no cross-site form posts)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ message: 'x', url: '/' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('names every invalid field of a schema-validated body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: '', url: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['message', 'url']);
    for (const why of Object.values<string>(body.error.fields)) expect(why).toMatch(/^[A-Z].*\.$/);
  });

  it('accepts a valid client error report', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'boom', url: '/dashboard' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'x'.repeat(20_000), url: '/' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app for its own pages (200) and for unknown paths (404, the not-found page)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });
});
