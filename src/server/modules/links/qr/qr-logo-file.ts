import sharp from 'sharp';
import { qrLogoMaxBytes, type QrLogoUpload } from '../../../../shared/qr-code';
import { validationFailed } from '../../../platform/http/app-error';
import { rasterImageType } from '../../../platform/http/image-type';

// Logos uploaded for QR codes: judged by their own bytes, kept as a PNG of at most 512 px square
// (transparency kept: the code's background shows through).

/** The logo's largest side as kept: the code draws it at a fifth of at most 2048 px. */
const logoSide = 512;

/** An upload as it is kept; a 400 names `data_base64` for anything else. */
export async function qrLogoOf(upload: QrLogoUpload): Promise<Buffer> {
  const bytes = Buffer.from(upload.data_base64, 'base64');
  if (bytes.length > qrLogoMaxBytes) throw validationFailed({ data_base64: 'Use an image of at most 1 MB.' });
  const type = rasterImageType(bytes);
  if (type === null || type === 'image/gif')
    throw validationFailed({ data_base64: 'This file is not a PNG, JPEG or WebP image.' });
  try {
    return await sharp(bytes, { limitInputPixels: 25_000_000 })
      .rotate()
      .resize(logoSide, logoSide, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw validationFailed({ data_base64: 'This image cannot be read. Save it again as PNG or JPEG.' });
  }
}
