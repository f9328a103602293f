import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { checkBrandAsset, sniffImageType } from './brand-asset-file';
import { sanitizeSvg, svgProblems } from './svg-sanitize';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const ico = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]);
const svg = (body: string) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

function refusal(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fields ?? {};
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sniffImageType', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['WebP', webp, 'image/webp'],
    ['ICO', ico, 'image/x-icon'],
    ['SVG', Buffer.from(svg('<rect width="1" height="1"/>')), 'image/svg+xml'],
    ['SVG after a BOM and a comment', Buffer.from(`\uFEFF<!-- logo -->\n<svg></svg>`), 'image/svg+xml'],
  ])('knows %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['GIF', Buffer.from('GIF89a')],
    ['HTML', Buffer.from('<!doctype html><svg></svg>')],
    ['text', Buffer.from('hello')],
    ['an ICO header with no images', Buffer.from([0, 0, 1, 0, 0, 0])],
    ['an SVG with a NUL byte', Buffer.from('<svg>\u0000</svg>')],
  ])('takes no %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('checkBrandAsset', () => {
  const upload = (content_type: string, bytes: Buffer) =>
    ({ content_type, data_base64: bytes.toString('base64') }) as Parameters<typeof checkBrandAsset>[0];

  it('stores an image as its bytes say, with their hash', () => {
    const checked = checkBrandAsset(upload('image/png', png));
    expect(checked.contentType).toBe('image/png');
    expect(checked.bytes.equals(png)).toBe(true);
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(checkBrandAsset(upload('image/vnd.microsoft.icon', ico)).contentType).toBe('image/x-icon');
  });

  it('names content_type when the bytes are another type than declared', () => {
    expect(refusal(() => checkBrandAsset(upload('image/jpeg', png)))).toEqual({
      content_type: 'The file is a PNG image, not image/jpeg.',
    });
  });

  it('names data_base64 for a file that is not an image, empty or too large', () => {
    expect(refusal(() => checkBrandAsset(upload('image/png', Buffer.from('GIF89a'))))).toHaveProperty(
      'data_base64',
      'This file is not a PNG, JPEG, WebP, ICO or SVG image.',
    );
    expect(refusal(() => checkBrandAsset(upload('image/png', Buffer.alloc(0))))).toHaveProperty(
      'data_base64',
    );
    const large = Buffer.concat([png, Buffer.alloc(512 * 1024)]);
    expect(refusal(() => checkBrandAsset(upload('image/png', large)))).toEqual({
      data_base64: 'Use a file of at most 512 KB.',
    });
  });

  it('refuses an SVG with a script, naming what to remove', () => {
    const fields = refusal(() =>
      checkBrandAsset(
        upload('image/svg+xml', Buffer.from(svg('<script>alert(1)</script><rect onload="x()"/>'))),
      ),
    );
    expect(fields.data_base64).toBe(
      'This SVG contains a script and an event handler (onload). Remove them and upload it again.',
    );
  });

  it('stores a plain SVG sanitised', () => {
    const checked = checkBrandAsset(
      upload(
        'image/svg+xml',
        Buffer.from(svg('<metadata>x</metadata><rect width="4" height="4" fill="#f00"/>')),
      ),
    );
    const text = checked.bytes.toString('utf8');
    expect(text).toContain('<rect width="4" height="4" fill="#f00"></rect>');
    expect(text).not.toContain('metadata');
  });
});

describe('svgProblems', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>', 'a script'],
    ['a prefixed script element', '<svg:script xmlns:svg="http://www.w3.org/2000/svg"/>', 'a script'],
    ['a script hidden in CDATA', '<style><![CDATA[</style><script>alert(1)</script>]]></style>', 'a script'],
    ['an event handler', '<g onclick="x()"/>', 'an event handler (onclick)'],
    ['a javascript: link', '<a href=" java\tscript:alert(1)"><rect/></a>', 'a script'],
    ['foreignObject', '<foreignObject><div/></foreignObject>', 'a foreignObject element'],
    ['an outside image', '<image href="https://evil.example/x.png"/>', 'a link to another file or site'],
    ['an outside use', '<use xlink:href="https://evil.example/s.svg#a"/>', 'a link to another file or site'],
    [
      'a style import',
      '<style>@import url(https://evil.example/a.css);</style>',
      'a style that loads another file',
    ],
    [
      'a style url',
      '<rect style="fill: url( \'https://evil.example/p\')"/>',
      'a style that loads another file',
    ],
    ['an iframe', '<iframe src="https://evil.example"/>', 'embedded content (iframe, embed or object)'],
  ])('finds %s', (_name, body, problem) => {
    expect(svgProblems(svg(body))).toContain(problem);
  });

  it('finds a DOCTYPE with entities', () => {
    expect(svgProblems('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>')).toContain(
      'a DOCTYPE or entity declaration',
    );
  });

  it('takes local references, gradients and embedded pictures', () => {
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
      '<rect fill="url(#g)" style="fill: url( &quot;#g&quot;)"/><use href="#g"/>' +
      '<image href="data:image/png;base64,iVBORw0KGgo="/>';
    expect(svgProblems(svg(body))).toEqual([]);
    expect(sanitizeSvg(svg(body))).toContain('<use href="#g"></use>');
  });
});
