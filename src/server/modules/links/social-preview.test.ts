import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewImageOf } from './social-preview';

// An uploaded preview image: judged by its own first bytes, at most 5 MB, turned upright and cut
// to the 1200x630 card as a JPEG.

const upload = (bytes: Buffer, content_type: 'image/png' | 'image/jpeg' = 'image/png') => ({
  content_type,
  data_base64: bytes.toString('base64'),
});
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 22, g: 163, b: 74, alpha: 0.5 } } });

describe('preview images', () => {
  it.each([
    ['a PNG', () => solid(300, 300).png().toBuffer()],
    ['a JPEG', () => solid(4000, 1000).jpeg().toBuffer()],
    ['a WebP', () => solid(640, 480).webp().toBuffer()],
    ['a GIF', () => solid(200, 100).gif().toBuffer()],
  ])('cuts %s to a 1200x630 JPEG', async (_name, make) => {
    const bytes = await make();
    const card = await previewImageOf(upload(bytes));
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    [
      'a PNG signature with nothing after it',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    ],
  ])('refuses %s, naming data_base64', async (_name, bytes) => {
    await expect(previewImageOf(upload(bytes))).rejects.toMatchObject({
      status: 400,
      fields: { data_base64: expect.any(String) },
    });
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    await expect(previewImageOf(upload(big, 'image/jpeg'))).rejects.toMatchObject({
      fields: { data_base64: 'Use an image of at most 5 MB.' },
    });
  });
});
