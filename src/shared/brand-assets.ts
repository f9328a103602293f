import { z } from 'zod';

// The brand's uploaded images: a logo and a favicon, stored by the admin module and served to
// everyone. The body is JSON (the API speaks JSON only), the file's bytes in base64.
//   PUT /api/admin/brand/assets/:kind   { content_type, data_base64 } -> the brand (admin)
//   GET /api/brand/assets/:kind         the image itself (public; ETag, nosniff, a CSP for SVG)

export const brandAssetKinds = ['logo', 'favicon'] as const;
export type BrandAssetKind = (typeof brandAssetKinds)[number];

/** The brand setting an upload fills with its URL. */
export const brandAssetSetting = { logo: 'brand_logo', favicon: 'favicon_url' } as const satisfies Record<
  BrandAssetKind,
  'brand_logo' | 'favicon_url'
>;

/** The largest file taken, in bytes (512 KB). */
export const brandAssetMaxBytes = 512 * 1024;

/** What an upload may declare; the server believes only the file's own first bytes. */
export const brandAssetTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/x-icon',
  // Firefox's name for .ico files; stored and served as image/x-icon.
  'image/vnd.microsoft.icon',
  'image/svg+xml',
] as const;
export type BrandAssetType = (typeof brandAssetTypes)[number];

/** Base64 of the largest file: 4 characters for every 3 bytes, padded. */
const maxBase64Length = Math.ceil(brandAssetMaxBytes / 3) * 4;

export const brandAssetUploadSchema = z
  .object({
    content_type: z.enum(brandAssetTypes, { error: 'Use a PNG, JPEG, WebP, ICO or SVG image.' }),
    data_base64: z
      .string()
      .min(1, 'Choose a file: this one is empty.')
      .max(maxBase64Length, 'Use a file of at most 512 KB.')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Send the file as base64.'),
  })
  .strict();
export type BrandAssetUpload = z.infer<typeof brandAssetUploadSchema>;

/** Where an uploaded image is served; `version` (its hash) makes each upload a new URL. */
export function brandAssetPath(kind: BrandAssetKind, version?: string): string {
  return `/api/brand/assets/${kind}${version ? `?v=${version}` : ''}`;
}

/** An uploaded image's URL as the brand stores it (brandAssetPath with a version). */
export const brandAssetUrlPattern = /^\/api\/brand\/assets\/(?:logo|favicon)(?:\?v=[0-9a-f]{8,64})?$/;
