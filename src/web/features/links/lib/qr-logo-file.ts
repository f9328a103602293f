import { qrLogoMaxBytes, qrLogoTypes, type QrLogoUpload } from '../../../../shared/qr-code';
import { toBase64 } from '../../../lib/file-base64';

// A chosen QR logo, ready to send: the server judges its bytes and keeps it at most 512 px square;
// this only spares a round trip for what is plainly not taken.

export const qrLogoAccept = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

type QrLogoType = (typeof qrLogoTypes)[number];
const byExtension: Record<string, QrLogoType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export async function readQrLogo(
  file: File,
): Promise<{ upload: QrLogoUpload } | { problem: 'empty' | 'tooLarge' | 'wrongType' }> {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > qrLogoMaxBytes) return { problem: 'tooLarge' };
  const type = (qrLogoTypes as readonly string[]).includes(file.type)
    ? (file.type as QrLogoType)
    : byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return { problem: 'wrongType' };
  return { upload: { content_type: type, data_base64: toBase64(new Uint8Array(await file.arrayBuffer())) } };
}
