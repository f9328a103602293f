import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrLogoOf } from './qr-logo-file';

// An uploaded QR logo: judged by its own first bytes, at most 1 MB, kept as a PNG of at most
// 512 px square with its transparency.

const upload = (bytes: Buffer) => ({
  content_type: 'image/png' as const,
  data_base64: bytes.toString('base64'),
});
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 22, g: 163, b: 74, alpha: 0.5 } } });

describe('qrLogoOf', () => {
  it.each([
    ['a large PNG, shrunk inside 512 px', () => solid(2000, 1000).png().toBuffer(), 512, 256],
    ['a JPEG', () => solid(300, 300).jpeg().toBuffer(), 300, 300],
    ['a small WebP, not enlarged', () => solid(64, 32).webp().toBuffer(), 64, 32],
  ])('keeps %s as a PNG', async (_name, make, width, height) => {
    const kept = await qrLogoOf(upload(await make()));
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'png', width, height });
  });

  it('keeps the transparency (the code shows through)', async () => {
    const kept = await qrLogoOf(upload(await solid(10, 10).png().toBuffer()));
    expect((await sharp(kept).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ['a GIF', () => solid(20, 20).gif().toBuffer(), 'This file is not a PNG, JPEG or WebP image.'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'This file is not a PNG, JPEG or WebP image.',
    ],
    [
      'a PNG signature alone',
      async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      /cannot be read/,
    ],
    ['more than 1 MB', async () => Buffer.alloc(1024 * 1024 + 1, 0xff), 'Use an image of at most 1 MB.'],
  ])('refuses %s under data_base64', async (_name, make, message) => {
    const error: unknown = await qrLogoOf(upload(await make())).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fields: { data_base64: expect.any(String) } });
    const why = (error as { fields: Record<string, string> }).fields.data_base64;
    if (typeof message === 'string') expect(why).toBe(message);
    else expect(why).toMatch(message);
  });
});
