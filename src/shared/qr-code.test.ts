import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  defaultQrDesign,
  designOfQuery,
  qrColoursProblem,
  qrDesignSchema,
  qrImageQuery,
  scanUrl,
} from './qr-code';

describe('scanUrl', () => {
  it('marks the short link as scanned', () => {
    expect(scanUrl('https://rk.id/abc')).toBe('https://rk.id/abc?qr=1');
    expect(scanUrl('https://rk.id/abc?x=1')).toBe('https://rk.id/abc?x=1&qr=1');
  });
});

describe('contrast', () => {
  it('is WCAG’s ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WCAG's own example: #777777 on white is 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['#000000', '#ffffff', null],
    ['#1e3a8a', '#ffffff', null],
    // 3.0:1 exactly passes; just below it does not.
    ['#949494', '#ffffff', null],
    ['#959595', '#ffffff', 'too close'],
    ['#ffffff', '#000000', 'darker than the background'],
    ['#777777', '#777777', 'darker than the background'],
    ['#cccccc', '#ffffff', 'too close'],
  ])('%s on %s', (foreground, background, problem) => {
    const found = qrColoursProblem(foreground, background);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

describe('qrDesignSchema', () => {
  const valid = { foreground: '#1E3A8A', background: '#ffffff', logo: null, size: 512, margin: 2 };

  it('takes a design and writes colours in lower case', () => {
    expect(qrDesignSchema.parse(valid)).toEqual({ ...valid, foreground: '#1e3a8a' });
    expect(qrDesignSchema.parse({ ...valid, logo: 'workspace' }).logo).toBe('workspace');
    const upload = 'upload:3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94';
    expect(qrDesignSchema.parse({ ...valid, logo: upload }).logo).toBe(upload);
  });

  it.each([
    [{ foreground: 'blue' }, 'foreground', 'Enter a colour as #rrggbb.'],
    [{ background: '#fff' }, 'background', 'Enter a colour as #rrggbb.'],
    [{ foreground: '#eeeeee' }, 'foreground', 'too close'],
    [{ logo: 'https://example.com/logo.png' }, 'logo', "Choose the workspace's logo or upload one."],
    [{ size: 127 }, 'size', 'Use at least 128 pixels.'],
    [{ size: 2049 }, 'size', 'Use at most 2048 pixels.'],
    [{ size: 300.5 }, 'size', 'Enter a whole number of pixels.'],
    [{ margin: -1 }, 'margin', 'Use a margin of 0 or more.'],
    [{ margin: 9 }, 'margin', 'Use a margin of at most 8 modules.'],
    [{ extra: true }, '', 'extra'],
  ])('refuses %j under its field', (change, field, message) => {
    const result = qrDesignSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((one) => one.path.join('.') === field);
    expect(issue?.message).toContain(message);
  });
});

describe('designOfQuery and qrImageQuery', () => {
  it('lays the query over the saved design, and back', () => {
    const design = { foreground: '#112233', background: '#fafafa', logo: 'workspace', size: 1024, margin: 4 };
    const query = Object.fromEntries(new URLSearchParams(qrImageQuery(design, 'png', true)));
    expect(query).toMatchObject({ format: 'png', download: '1' });
    const { format: _format, download: _download, size, margin, ...colours } = query;
    expect(
      designOfQuery(defaultQrDesign, { ...colours, size: Number(size), margin: Number(margin) }),
    ).toEqual(design);
    expect(designOfQuery(design, { logo: 'none' })).toEqual({ ...design, logo: null });
    expect(designOfQuery(design, {})).toEqual(design);
  });
});
