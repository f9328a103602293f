import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { defaultQrDesign } from '../../../../shared/qr-code';
import { qrSvg } from './qr-svg';

describe('qrSvg', () => {
  const modules = QRCode.create('https://rk.id/abc?qr=1', { errorCorrectionLevel: 'M' }).modules;

  it('draws every dark module once, inside the margin', () => {
    const svg = qrSvg(modules, { ...defaultQrDesign, margin: 3, size: 300 }, null);
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 6} ${modules.size + 6}"`);
    expect(svg).toContain('width="300" height="300"');
    // The runs' lengths add up to the dark modules.
    const runs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)];
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(runs.reduce((sum, run) => sum + Number(run[3]), 0)).toBe(dark);
    expect(Math.min(...runs.map((run) => Number(run[1])))).toBe(3);
    expect(Math.max(...runs.map((run) => Number(run[2])))).toBe(modules.size - 1 + 3);
    expect(svg).not.toContain('<image');
  });

  it('puts the logo on a plate of the background in the middle, its URL escaped', () => {
    const svg = qrSvg(modules, { ...defaultQrDesign, background: '#fefefe' }, 'data:image/png;base64,AA"><x');
    expect(svg).toContain('fill="#fefefe"');
    expect(svg).toContain('href="data:image/png;base64,AA&quot;>&lt;x"');
    const side = modules.size + 4;
    const logo = /<image x="([\d.]+)" y="([\d.]+)" width="(\d+)"/.exec(svg)!;
    expect(Number(logo[1]) * 2 + Number(logo[3])).toBeCloseTo(side, 5);
  });
});
