import { describe, expect, it } from 'vitest';
import { rasterImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('rasterImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['WebP', Uint8Array.from(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')), 'image/webp'],
    ['GIF', Uint8Array.from(Buffer.from('GIF89a', 'latin1')), 'image/gif'],
    [
      'a RIFF that is not WebP (WAV)',
      Uint8Array.from(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')),
      null,
    ],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['an SVG', Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, file, type) => {
    expect(rasterImageType(file)).toBe(type);
  });
});
