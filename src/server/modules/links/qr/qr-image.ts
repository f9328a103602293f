import QRCode from 'qrcode';
import sharp from 'sharp';
import type { QrDesign } from '../../../../shared/qr-code';
import { qrSvg } from './qr-svg';

// A QR code drawn as its design says: the modules by `qrcode`, the picture by shared/qr-code.ts
// (the same SVG whatever the format), a PNG rasterised from it by sharp.

export type QrFormat = 'svg' | 'png';

/**
 * The code of `text` as SVG or PNG. With a logo the error correction is raised to H (30 % of the
 * code may be covered and still read); without one M, for a smaller code.
 */
export async function drawQr(
  text: string,
  design: QrDesign,
  logoDataUrl: string | null,
  format: QrFormat,
): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: logoDataUrl === null ? 'M' : 'H' });
  const svg = Buffer.from(qrSvg(modules, design, logoDataUrl));
  if (format === 'svg') return svg;
  return sharp(svg).png({ compressionLevel: 9 }).toBuffer();
}
