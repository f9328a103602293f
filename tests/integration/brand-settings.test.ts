import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Brand Settings (/admin/domain-brand) on the server: the brand's fields, named one by one when
// refused; uploaded logos and favicons, judged by their bytes and served with headers that keep
// an SVG inert; the landing features' preview. Every admin route refuses visitors and non-admins.

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const svg = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${body}</svg>`;
const upload = (content_type: string, bytes: Buffer | string) => ({
  content_type,
  data_base64: Buffer.from(bytes).toString('base64'),
});

/** GET an asset as a browser would: raw bytes and headers (the test client reads text). */
async function fetchAsset(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe('who may change the brand', () => {
  const adminRoutes: [method: 'PUT' | 'POST', url: string, body: unknown][] = [
    ['PUT', '/api/admin/brand', { brand_name: 'X' }],
    ['PUT', '/api/admin/brand/assets/logo', upload('image/png', png)],
    ['PUT', '/api/admin/brand/assets/favicon', upload('image/png', png)],
    ['POST', '/api/admin/brand/features-preview', { landing_page_features: '<p>x</p>' }],
  ];

  it.each(adminRoutes)(
    '%s %s: 401 for a visitor, 403 for a non-admin, before the body is judged',
    async (method, url, body) => {
      expect((await clients.anonymous.request(method, url, body)).status).toBe(401);
      expect((await clients.subscribed.client.request(method, url, body)).status).toBe(403);
      // An invalid body still answers 401/403 first: who may call is settled before what is sent.
      expect((await clients.anonymous.request(method, url, { nonsense: true })).status).toBe(401);
      expect((await clients.trial.client.request(method, url, { nonsense: true })).status).toBe(403);
    },
  );

  it('stores nothing a non-admin sent', async () => {
    await clients.subscribed.client.put('/api/admin/brand/assets/logo', upload('image/png', png));
    expect((await clients.anonymous.get('/api/brand')).body.brand_logo).toBe('');
    expect((await fetchAsset('/api/brand/assets/logo')).status).toBe(404);
  });
});

describe('brand fields', () => {
  it('names each invalid field and stores none of them', async () => {
    const response = await clients.admin.client.put('/api/admin/brand', {
      app_name: '',
      brand_name: 'Half saved',
      brand_accent_color: '#12345',
      brand_gradient: 'url(https://evil.example/x.png)',
      brand_logo: 'ftp://example.com/logo.png',
      favicon_url: '/etc/passwd',
      telegram_support_link: 'javascript:alert(1)',
      contact_link: 'not a url',
      landing_page_title: 'Two\nlines',
      trial_period: 400,
      show_pricing_plans: 'yes',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({
      app_name: 'This field must not be empty.',
      brand_accent_color: 'Enter a colour such as #2563eb.',
      brand_gradient: 'Enter a CSS gradient such as linear-gradient(135deg, #2563eb, #7c3aed).',
      brand_logo: 'Enter an http(s) URL of an image, or upload one.',
      favicon_url: 'Enter an http(s) URL of an image, or upload one.',
      telegram_support_link: 'Enter an http(s) URL.',
      contact_link: 'Enter an http(s) URL.',
      landing_page_title: 'Use one line: no line breaks or tabs.',
      trial_period: 'Enter at most 365 days.',
      show_pricing_plans: expect.any(String),
    });
    expect((await clients.anonymous.get('/api/brand')).body.brand_name).not.toBe('Half saved');
  });

  it('saves every key of the spec and serves them to everyone', async () => {
    const brand = {
      app_name: 'Acme Links',
      brand_name: 'Acme',
      brand_description: 'Links for Acme',
      brand_logo: 'https://cdn.example.com/logo.png',
      favicon_url: 'https://cdn.example.com/favicon.ico',
      brand_accent_color: '#0f766e',
      brand_gradient: 'linear-gradient(135deg, #0f766e 0%, #14b8a6 100%)',
      telegram_support_link: 'https://t.me/acme_support',
      landing_page_title: 'Short links for Acme',
      landing_page_description: 'Every link on our own domain.',
      landing_page_features: '<h3>Fast</h3><p>Really.</p>',
      contact_link: 'https://acme.example/contact',
      trial_period: 14,
      show_pricing_plans: false,
    };
    const response = await clients.admin.client.put('/api/admin/brand', brand);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(brand);
    expect((await clients.anonymous.get('/api/brand')).body).toEqual(brand);
    await clients.admin.client.put('/api/admin/brand', { trial_period: 7, show_pricing_plans: true });
  });

  it('is asked again on every load, answered 304 while unchanged and the new brand right after a save', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/brand', headers });
    const first = await get();
    expect(first.statusCode).toBe(200);
    // no-cache: a browser keeps it but asks again each time (a max-age showed the admin the old
    // title for a minute after their own save).
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await get({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);

    const before = first.json().brand_name;
    await clients.admin.client.put('/api/admin/brand', { brand_name: 'Saved just now' });
    try {
      const after = await get({ 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().brand_name).toBe('Saved just now');
      expect(after.headers.etag).not.toBe(etag);
      expect((await get({ 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
    } finally {
      await clients.admin.client.put('/api/admin/brand', { brand_name: before });
    }
  });

  it('previews the landing features as they would be stored, without storing them', async () => {
    const response = await clients.admin.client.post('/api/admin/brand/features-preview', {
      landing_page_features:
        '<h3 onclick="x()">Fast</h3><script>alert(1)</script><a href="https://ok.example">ok</a>',
    });
    expect(response.status).toBe(200);
    expect(response.body.landing_page_features).toBe(
      '<h3>Fast</h3><a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect((await clients.anonymous.get('/api/brand')).body.landing_page_features).toBe(
      '<h3>Fast</h3><p>Really.</p>',
    );
    const tooLong = await clients.admin.client.post('/api/admin/brand/features-preview', {
      landing_page_features: 'x'.repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty('landing_page_features');
  });
});

describe('uploading the logo and favicon', () => {
  it('stores a PNG logo, points the brand at it and serves it with its hash as ETag', async () => {
    const response = await clients.admin.client.put('/api/admin/brand/assets/logo', upload('image/png', png));
    expect(response.status).toBe(200);
    const url: string = response.body.brand_logo;
    expect(url).toMatch(/^\/api\/brand\/assets\/logo\?v=[0-9a-f]{16}$/);
    expect((await clients.anonymous.get('/api/brand')).body.brand_logo).toBe(url);

    const served = await fetchAsset(url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(url.split('v=')[1]).toBe(etag.slice(1, 17));

    // Without the version the URL may change content: asked again every time, 304 while unchanged.
    const plain = await fetchAsset('/api/brand/assets/logo');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const again = await fetchAsset('/api/brand/assets/logo', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await fetchAsset('/api/brand/assets/logo', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('records who uploaded what in the audit log', async () => {
    const [entry] = await t.parts.admin.audit.list({ target: 'brand:logo', limit: 1 });
    expect(entry).toMatchObject({
      actorId: clients.admin.id,
      action: 'brand.asset.upload',
      after: { content_type: 'image/png', size: png.length },
    });
  });

  it('stores a sanitised SVG favicon and serves it under a CSP that allows no script or load', async () => {
    const drawing = svg('<metadata>editor</metadata><rect width="16" height="16" fill="#0f766e"/>');
    const response = await clients.admin.client.put(
      '/api/admin/brand/assets/favicon',
      upload('image/svg+xml', drawing),
    );
    expect(response.status).toBe(200);
    const url: string = response.body.favicon_url;
    expect(url).toMatch(/^\/api\/brand\/assets\/favicon\?v=[0-9a-f]{16}$/);

    const served = await fetchAsset(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const text = served.bytes.toString('utf8');
    expect(text).toContain('<rect width="16" height="16" fill="#0f766e"></rect>');
    expect(text).not.toContain('metadata');
  });

  it('takes an ICO favicon declared with either of its names', async () => {
    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), Buffer.alloc(30)]);
    for (const type of ['image/x-icon', 'image/vnd.microsoft.icon']) {
      const response = await clients.admin.client.put('/api/admin/brand/assets/favicon', upload(type, ico));
      expect(response.status).toBe(200);
      expect((await fetchAsset(response.body.favicon_url)).headers['content-type']).toBe('image/x-icon');
    }
  });

  it.each([
    [
      'an SVG with a script',
      upload('image/svg+xml', svg('<script>alert(document.cookie)</script><rect width="1" height="1"/>')),
      { data_base64: 'This SVG contains a script. Remove it and upload it again.' },
    ],
    [
      'an SVG with an event handler',
      upload('image/svg+xml', svg('<rect width="1" height="1" onload="alert(1)"/>')),
      { data_base64: 'This SVG contains an event handler (onload). Remove it and upload it again.' },
    ],
    [
      'an SVG with foreignObject and an outside link',
      upload(
        'image/svg+xml',
        svg('<foreignObject><p>x</p></foreignObject><image href="https://evil.example/track.png"/>'),
      ),
      {
        data_base64:
          'This SVG contains a foreignObject element and a link to another file or site. Remove them and upload it again.',
      },
    ],
    [
      'a PNG declared as a JPEG',
      upload('image/jpeg', png),
      { content_type: 'The file is a PNG image, not image/jpeg.' },
    ],
    [
      'an HTML page declared as an SVG',
      upload('image/svg+xml', '<html><body><script>alert(1)</script></body></html>'),
      { data_base64: 'This file is not a PNG, JPEG, WebP, ICO or SVG image.' },
    ],
    [
      'a GIF',
      upload('image/png', Buffer.from('GIF89a\u0001\u0000\u0001\u0000')),
      { data_base64: 'This file is not a PNG, JPEG, WebP, ICO or SVG image.' },
    ],
    [
      'a file over 512 KB',
      upload('image/png', Buffer.concat([png, Buffer.alloc(512 * 1024)])),
      { data_base64: 'Use a file of at most 512 KB.' },
    ],
    [
      'a type not taken',
      upload('image/gif', Buffer.from('GIF89a')),
      { content_type: 'Use a PNG, JPEG, WebP, ICO or SVG image.' },
    ],
    [
      'no file',
      { content_type: 'image/png', data_base64: '' },
      { data_base64: 'Choose a file: this one is empty.' },
    ],
    [
      'text that is not base64',
      { content_type: 'image/png', data_base64: 'not base64!' },
      { data_base64: 'Send the file as base64.' },
    ],
  ])('refuses %s, naming the field, and keeps the brand as it was', async (_case, body, fields) => {
    const before = (await clients.anonymous.get('/api/brand')).body;
    const response = await clients.admin.client.put('/api/admin/brand/assets/logo', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    expect((await clients.anonymous.get('/api/brand')).body).toEqual(before);
  });

  it('knows only a logo and a favicon', async () => {
    const response = await clients.admin.client.put(
      '/api/admin/brand/assets/banner',
      upload('image/png', png),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'params.kind': 'Use logo or favicon.' });
    expect((await fetchAsset('/api/brand/assets/banner')).status).toBe(400);
  });

  it('lets the brand name its uploads, an https URL or nothing, and nothing else on this server', async () => {
    const [logo] = await t.parts.admin.audit.list({ target: 'brand:logo', limit: 1 });
    expect(logo).toBeDefined();
    const own = (await clients.anonymous.get('/api/brand')).body.brand_logo as string;
    for (const value of [own, '/api/brand/assets/favicon', 'https://cdn.example.com/a.svg', '']) {
      const response = await clients.admin.client.put('/api/admin/brand', { brand_logo: value });
      expect(response.status).toBe(200);
      expect(response.body.brand_logo).toBe(value);
    }
    for (const value of ['/api/admin/brand', '//evil.example/x.png', '/api/brand/assets/logo?v=../../x']) {
      const response = await clients.admin.client.put('/api/admin/brand', { brand_logo: value });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('brand_logo');
    }
  });
});
