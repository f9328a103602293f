import { createHash } from 'node:crypto';
import { brandAssetMaxBytes, type BrandAssetUpload } from '../../../shared/brand-assets';
import { validationFailed } from '../../platform/http/app-error';
import { rasterImageType } from '../../platform/http/image-type';
import { sanitizeSvg, svgProblems } from './svg-sanitize';
import { errorCodeMessages } from '../../platform/text/i18n';
import { svgRefusal } from './asset-texts';
import { adminText } from './texts-id';

// What an uploaded brand image is, judged from its own bytes: the declared type is only compared
// with what the bytes say, never believed. An SVG is stored only once sanitised.

export type StoredAssetType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon' | 'image/svg+xml';

export interface CheckedAsset {
  contentType: StoredAssetType;
  bytes: Buffer;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
}

const typeNames: Record<StoredAssetType, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/webp': 'a WebP image',
  'image/x-icon': 'an ICO icon',
  'image/svg+xml': 'an SVG image',
};

const startsWith = (bytes: Buffer, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** An SVG document's opening: a BOM, an XML declaration, comments and space, then the root <svg. */
const svgOpening = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/** The type the bytes themselves say, or null for anything not taken. */
export function sniffImageType(bytes: Buffer): StoredAssetType | null {
  const raster = rasterImageType(bytes);
  // A GIF is not a brand image here: browsers' favicons and the mails' logo take the others.
  if (raster !== null) return raster === 'image/gif' ? null : raster;
  // ICONDIR: reserved 0, type 1 (icon), then at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && bytes.readUInt16LE(4) > 0) {
    return 'image/x-icon';
  }
  // Text: only an SVG, and only one without NUL bytes (no UTF-16 or binary dressed up as text).
  if (!bytes.includes(0) && svgOpening.test(bytes.subarray(0, 4096).toString('utf8'))) {
    return 'image/svg+xml';
  }
  return null;
}

/** The declared type as it is stored (Firefox's name for .ico is the same type). */
function declaredType(contentType: BrandAssetUpload['content_type']): StoredAssetType {
  return contentType === 'image/vnd.microsoft.icon' ? 'image/x-icon' : contentType;
}

/**
 * The upload as it will be stored, or a 400 naming the field: `data_base64` for a file that is
 * empty, too large, not an image taken here, or an SVG with scripts, handlers or outside links;
 * `content_type` when the bytes are another type than declared.
 */
export function checkBrandAsset(upload: BrandAssetUpload): CheckedAsset {
  const bytes = Buffer.from(upload.data_base64, 'base64');
  if (bytes.length === 0) throw validationFailed({ data_base64: 'Choose a file: this one is empty.' });
  if (bytes.length > brandAssetMaxBytes) {
    throw validationFailed({ data_base64: 'Use a file of at most 512 KB.' });
  }
  const sniffed = sniffImageType(bytes);
  if (!sniffed) {
    throw validationFailed({
      data_base64: 'This file is not a PNG, JPEG, WebP, ICO or SVG image.',
    });
  }
  const declared = declaredType(upload.content_type);
  if (sniffed !== declared) {
    throw validationFailed({
      content_type: `The file is ${typeNames[sniffed]}, not ${upload.content_type}.`,
    });
  }
  const stored = sniffed === 'image/svg+xml' ? checkedSvg(bytes) : bytes;
  return { contentType: sniffed, bytes: stored, sha256: createHash('sha256').update(stored).digest('hex') };
}

/** A safe SVG's sanitised bytes; an SVG with active or outside content is refused, not quietly cut. */
function checkedSvg(bytes: Buffer): Buffer {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw validationFailed({ data_base64: 'Save the SVG as UTF-8 text.' });
  }
  const problems = svgProblems(text);
  if (problems.length > 0) {
    // The list is written in the reader's words, which the English answer's catalogue cannot do.
    throw validationFailed({ data_base64: svgRefusal(problems, 'en') }).in('id', {
      message: adminText.local(errorCodeMessages.validation_failed, 'id'),
      fields: { data_base64: svgRefusal(problems, 'id') },
    });
  }
  const clean = sanitizeSvg(text);
  if (clean === null) {
    throw validationFailed({
      data_base64: 'This SVG could not be sanitised safely. Export it again as plain SVG.',
    });
  }
  if (!svgOpening.test(clean)) {
    throw validationFailed({ data_base64: 'This SVG has no drawing left once sanitised.' });
  }
  return Buffer.from(clean, 'utf8');
}
