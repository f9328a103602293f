import {
  previewImageMaxBytes,
  previewImageTypes,
  type PreviewImageUpload,
} from '../../../../shared/social-preview';
import { toBase64 } from '../../../lib/file-base64';

// A chosen social preview image, ready to send: the server judges its bytes and cuts it to size;
// this only spares a round trip for what is plainly not taken.

export const previewImageAccept = '.png,.jpg,.jpeg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif';

type PreviewImageType = (typeof previewImageTypes)[number];
const byExtension: Record<string, PreviewImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export async function readPreviewImage(
  file: File,
): Promise<{ upload: PreviewImageUpload } | { problem: 'empty' | 'tooLarge' | 'wrongType' }> {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > previewImageMaxBytes) return { problem: 'tooLarge' };
  const type = (previewImageTypes as readonly string[]).includes(file.type)
    ? (file.type as PreviewImageType)
    : byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return { problem: 'wrongType' };
  return { upload: { content_type: type, data_base64: toBase64(new Uint8Array(await file.arrayBuffer())) } };
}
