import type { brandSchema, Brand } from '../../../../shared/brand';
import type { BrandAssetKind, BrandAssetUpload } from '../../../../shared/brand-assets';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { brandQueryOptions } from './get-brand';

// PUT /api/admin/brand/assets/:kind - { content_type, data_base64 } -> the brand, whose brand_logo
// or favicon_url now names the stored image; 400 names `data_base64` (empty, over 512 KB, not an
// image taken, an SVG with a script) or `content_type` (the bytes are another type)
export function uploadBrandAsset({
  kind,
  upload,
}: {
  kind: BrandAssetKind;
  upload: BrandAssetUpload;
}): Promise<Brand> {
  return apiCall<typeof brandSchema>(`/api/admin/brand/assets/${kind}`, { method: 'PUT', body: upload });
}

export function useUploadBrandAsset() {
  return useReplacingMutation(uploadBrandAsset, brandQueryOptions().queryKey);
}
