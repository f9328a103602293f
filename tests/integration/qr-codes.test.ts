import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicks, shortlinks } from '../../src/server/db/schema';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { visitLink } from './helpers/redirect-visit';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Branded QR codes (issue 42, item 4): a design saved per link and checked field by field (the
// colours' contrast under `foreground`), logos (the workspace's or uploaded, judged by their
// bytes) drawn in the middle, SVG and PNG that a reader decodes to the short link with its scan
// marker; a scan's visit goes on without the marker and counts as a scan beside the clicks.

const destination = 'https://shop.example/sale?from=qr-test';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let t: TestApp;
let owner: SignedInClient;
let stranger: SignedInClient;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t, { email: uniqueEmail('qr'), name: 'Qr Owner' });
  stranger = await signUp(t, { email: uniqueEmail('qr-other'), name: 'Qr Stranger' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

async function newLink(client = owner): Promise<{ id: string; link: string; short_url: string }> {
  const response = await client.client.post('/api/links', { destination_url: destination });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** What a reader makes of a picture, by jsQR on its pixels. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

/** A logo of a colour no module has, to find it in the middle of the code. */
async function redSquare(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#e11d48' } })
    .toFormat(format)
    .toBuffer();
}

/** Whether the middle of a PNG shows the red logo. */
async function middleIsRed(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return data[at] === 225 && data[at + 1] === 29 && data[at + 2] === 72;
}

const design = { foreground: '#1e3a8a', background: '#ffffff', logo: null, size: 600, margin: 3 };

describe(`QR codes: drawing and designs (${testEngine})`, () => {
  it('draws the default design as SVG and PNG, decoding to the short link with its scan marker', async () => {
    const link = await newLink();
    const svg = await owner.client.getFile(`/api/links/${link.id}/qr`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toBeUndefined();
    expect(await decode(svg.bytes)).toBe(`${link.link}?qr=1`);
    const png = await owner.client.getFile(`/api/links/${link.id}/qr?format=png&download=1`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="qr-${link.short_url}.png"`);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(await decode(png.bytes)).toBe(`${link.link}?qr=1`);
  });

  it('saves a design for the link, answers it with the link, and draws with it', async () => {
    const link = await newLink();
    const saved = await owner.client.put(`/api/links/${link.id}/qr`, { ...design, foreground: '#1E3A8A' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(design);
    expect((await owner.client.get(`/api/links/${link.id}`)).body.qr).toEqual(design);
    const listed = await owner.client.get('/api/links');
    expect(listed.body.items.find((item: { id: string }) => item.id === link.id).qr).toEqual(design);
    const svg = (await owner.client.getFile(`/api/links/${link.id}/qr`)).bytes.toString('utf8');
    expect(svg).toContain('width="600"');
    expect(svg).toContain('fill="#1e3a8a"');
    const png = await owner.client.getFile(`/api/links/${link.id}/qr?format=png`);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ width: 600 });
    // A query's design is drawn without being saved (the editor's preview).
    const preview = await owner.client.getFile(`/api/links/${link.id}/qr?foreground=%23000000&size=200`);
    expect(preview.bytes.toString('utf8')).toContain('width="200"');
    expect((await owner.client.get(`/api/links/${link.id}`)).body.qr).toEqual(design);
  });

  it.each([
    ['a colour that is not #rrggbb', { foreground: 'navy' }, 'foreground', 'Enter a colour as #rrggbb.'],
    ['colours too close', { foreground: '#bbbbbb' }, 'foreground', /too close for a reader/],
    [
      'a light code on a dark ground',
      { foreground: '#ffffff', background: '#000000' },
      'foreground',
      /darker/,
    ],
    ['a size too small', { size: 64 }, 'size', 'Use at least 128 pixels.'],
    ['a size too large', { size: 4096 }, 'size', 'Use at most 2048 pixels.'],
    ['a margin too wide', { margin: 20 }, 'margin', 'Use a margin of at most 8 modules.'],
    [
      'a logo by URL',
      { logo: 'https://evil.example/logo.png' },
      'logo',
      "Choose the workspace's logo or upload one.",
    ],
    [
      'the workspace logo when it has none',
      { logo: 'workspace' },
      'logo',
      'This workspace has no logo: add one in its settings, or upload one for the code.',
    ],
    [
      'a logo id that was never uploaded',
      { logo: 'upload:3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94' },
      'logo',
      'This logo is not one of the workspace’s: upload it again.',
    ],
  ])('refuses %s, naming the field, and keeps the saved design', async (_name, change, field, message) => {
    const link = await newLink();
    expect((await owner.client.put(`/api/links/${link.id}/qr`, design)).status).toBe(200);
    const refused = await owner.client.put(`/api/links/${link.id}/qr`, { ...design, ...change });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual([field]);
    if (typeof message === 'string') expect(refused.body.error.fields[field]).toBe(message);
    else expect(refused.body.error.fields[field]).toMatch(message);
    expect((await owner.client.get(`/api/links/${link.id}`)).body.qr).toEqual(design);
    // A preview asking for the same is refused the same way, not drawn (a logo that is not
    // there is left out of a drawing instead: see below).
    if ('logo' in change && change.logo !== 'https://evil.example/logo.png') return;
    const query = new URLSearchParams(
      Object.entries(change).map(([key, value]) => [key, String(value)] as [string, string]),
    );
    const preview = await owner.client.getFile(`/api/links/${link.id}/qr?${query}`);
    expect(preview.status).toBe(400);
    expect(Object.keys(preview.body.error.fields)).toEqual([field]);
  });

  it('refuses a design in Indonesian when the account reads Indonesian', async () => {
    const link = await newLink();
    expect((await owner.client.patch('/api/me', { language: 'id' })).status).toBe(200);
    const refused = await owner.client.put(`/api/links/${link.id}/qr`, { ...design, size: 64 });
    const noLogo = await owner.client.put(`/api/links/${link.id}/qr`, { ...design, logo: 'workspace' });
    await owner.client.patch('/api/me', { language: 'en' });
    expect(refused.body.error.fields.size).toBe('Gunakan minimal 128 piksel.');
    expect(noLogo.body.error.fields.logo).toBe(
      'Ruang kerja ini tidak punya logo: tambahkan di pengaturannya, atau unggah logo untuk kode ini.',
    );
  });

  it("draws the workspace's logo in the middle (error correction H), and the code still reads", async () => {
    const link = await newLink();
    const logo = `data:image/png;base64,${(await redSquare()).toString('base64')}`;
    expect((await owner.client.patch('/api/workspace', { logo })).status).toBe(200);
    expect(
      (await owner.client.put(`/api/links/${link.id}/qr`, { ...design, logo: 'workspace' })).status,
    ).toBe(200);
    const png = await owner.client.getFile(`/api/links/${link.id}/qr?format=png`);
    expect(await middleIsRed(png.bytes)).toBe(true);
    expect(await decode(png.bytes)).toBe(`${link.link}?qr=1`);
    expect((await owner.client.patch('/api/workspace', { logo: null })).status).toBe(200);
    // The logo gone, the saved design is drawn without it rather than failing every download.
    const without = await owner.client.getFile(`/api/links/${link.id}/qr?format=png`);
    expect(without.status).toBe(200);
    expect(await middleIsRed(without.bytes)).toBe(false);
    expect(await decode(without.bytes)).toBe(`${link.link}?qr=1`);
  });

  it('takes an uploaded logo judged by its bytes, for its own workspace only', async () => {
    const link = await newLink();
    const uploaded = await owner.client.post('/api/links/qr-logos', {
      content_type: 'image/jpeg',
      data_base64: (await redSquare('jpeg')).toString('base64'),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.logo).toMatch(/^upload:[0-9a-f-]{36}$/);
    expect(
      (await owner.client.put(`/api/links/${link.id}/qr`, { ...design, logo: uploaded.body.logo })).status,
    ).toBe(200);
    const png = await owner.client.getFile(`/api/links/${link.id}/qr?format=png&size=512`);
    expect(await decode(png.bytes)).toBe(`${link.link}?qr=1`);
    const { id: logoId } = { id: uploaded.body.logo.slice('upload:'.length) };
    const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, link.id));
    expect(row!.qrDesign?.logo).toBe(`upload:${logoId}`);
    // Another workspace cannot draw with it.
    const theirs = await newLink(stranger);
    const drawn = await stranger.client.getFile(
      `/api/links/${theirs.id}/qr?format=png&logo=${uploaded.body.logo}`,
    );
    expect(await middleIsRed(drawn.bytes)).toBe(false);
    const refused = await stranger.client.put(`/api/links/${theirs.id}/qr`, {
      ...design,
      logo: uploaded.body.logo,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['logo']);
    // Not an image, whatever it says it is; too large.
    const text = await owner.client.post('/api/links/qr-logos', {
      content_type: 'image/png',
      data_base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
    });
    expect(text.status).toBe(400);
    expect(text.body.error.fields).toEqual({ data_base64: 'This file is not a PNG, JPEG or WebP image.' });
    const large = await owner.client.post('/api/links/qr-logos', {
      content_type: 'image/png',
      data_base64: Buffer.alloc(1024 * 1024 + 10, 1).toString('base64'),
    });
    expect(large.status).toBe(400);
    expect(Object.keys(large.body.error.fields)).toEqual(['data_base64']);
  });

  it("answers 404 for another account's link, to read or to save", async () => {
    const link = await newLink();
    expect((await stranger.client.getFile(`/api/links/${link.id}/qr`)).status).toBe(404);
    expect((await stranger.client.put(`/api/links/${link.id}/qr`, design)).status).toBe(404);
    expect((await owner.client.get(`/api/links/${link.id}`)).body.qr).toBeNull();
  });
});

describe(`QR codes: scans (${testEngine})`, () => {
  const visit = (path: string, userAgent = chrome) =>
    visitLink(t.app, path, { method: 'GET', headers: { 'user-agent': userAgent } });

  it('sends a scan on without its marker, and counts it as a scan beside the clicks', async () => {
    const link = await newLink();
    const scanned = await visit(`/${link.short_url}?qr=1&utm_medium=poster`);
    expect(scanned.status).toBe(302);
    expect(scanned.headers.location).toBe('https://shop.example/sale?from=qr-test&utm_medium=poster');
    const clicked = await visit(`/${link.short_url}`);
    expect(clicked.headers.location).toBe(destination);
    // A crawler's scan is recorded, flagged, and counted in neither number.
    await visit(`/${link.short_url}?qr=1`, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await t.parts.analytics.ingest.flush();
    const rows = await t.database.db.select().from(clicks).where(eq(clicks.linkId, link.id));
    expect(rows.map((row) => [row.source, row.isBot]).sort()).toEqual(
      [
        ['qr', false],
        ['qr', true],
        [null, false],
      ].sort(),
    );
    const read = (await owner.client.get(`/api/links/${link.id}`)).body;
    expect({ clicks: read.click_count, scans: read.scan_count }).toEqual({ clicks: 2, scans: 1 });
  });
});
