import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultQrDesign, type QrDesign } from '../../../../shared/qr-code';
import { drawQr } from './qr-image';

/** What a reader makes of a picture (PNG or SVG), by jsQR on its pixels. */
async function read(image: Buffer): Promise<string | null> {
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

const text = 'https://go.example.com/spring-sale?qr=1';

async function logo(): Promise<string> {
  // A busy logo: stripes that would confuse a reader if the error correction did not cover them.
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">${Array.from(
      { length: 10 },
      (_, i) => `<rect x="${i * 20}" width="10" height="200" fill="#${i % 2 ? 'e11d48' : '111111'}"/>`,
    ).join('')}</svg>`,
  );
  return `data:image/png;base64,${(await sharp(stripes).png().toBuffer()).toString('base64')}`;
}

describe('drawQr', () => {
  it.each<[string, Partial<QrDesign>]>([
    ['the default design', {}],
    ['brand colours and no margin', { foreground: '#1e3a8a', background: '#fef3c7', margin: 0 }],
    ['a small size', { size: 128 }],
  ])('draws a PNG a reader decodes: %s', async (_, change) => {
    const design = { ...defaultQrDesign, ...change };
    const png = await drawQr(text, design, null, 'png');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: design.size, height: design.size });
    expect(await read(png)).toBe(text);
  });

  it('draws a logo over the middle and the code still reads (error correction H)', async () => {
    const design = { ...defaultQrDesign, foreground: '#0f172a', logo: 'workspace' };
    const png = await drawQr(text, design, await logo(), 'png');
    expect(await read(png)).toBe(text);
    // The middle is the logo's red, not a module's colour.
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const middle = new Set<string>();
    for (let x = -20; x <= 20; x += 4) {
      const at = ((info.height / 2) * info.width + info.width / 2 + x) * 3;
      middle.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
    }
    expect([...middle].some((colour) => colour.startsWith('225,29,72'))).toBe(true);
  });

  it('draws an SVG that reads the same', async () => {
    const svg = await drawQr(text, { ...defaultQrDesign, logo: 'workspace' }, await logo(), 'svg');
    expect(svg.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await read(svg)).toBe(text);
  });
});
