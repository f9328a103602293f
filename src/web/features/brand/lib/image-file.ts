import {
  brandAssetMaxBytes,
  brandAssetTypes,
  type BrandAssetType,
  type BrandAssetUpload,
} from '../../../../shared/brand-assets';
import { toBase64 } from '../../../lib/file-base64';

// A chosen logo or favicon file, ready to send: the server judges its bytes; this only spares a
// round trip for what is plainly not taken (too large, another kind of file).

/** What the file input offers. */
export const imageAccept =
  '.png,.jpg,.jpeg,.webp,.ico,.svg,image/png,image/jpeg,image/webp,image/x-icon,image/svg+xml';

const byExtension: Record<string, BrandAssetType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

function isTaken(type: string): type is BrandAssetType {
  return (brandAssetTypes as readonly string[]).includes(type);
}

/** The file's type as declared: the browser's, else by its extension (some systems give none). */
export function declaredImageType(file: Pick<File, 'name' | 'type'>): BrandAssetType | null {
  if (isTaken(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[extension] ?? null;
}

export type ImageFileResult = { upload: BrandAssetUpload } | { problem: 'empty' | 'tooLarge' | 'wrongType' };

export async function readImageFile(file: File): Promise<ImageFileResult> {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > brandAssetMaxBytes) return { problem: 'tooLarge' };
  const type = declaredImageType(file);
  if (!type) return { problem: 'wrongType' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { upload: { content_type: type, data_base64: toBase64(bytes) } };
}
