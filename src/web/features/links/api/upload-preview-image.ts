import { useMutation } from '@tanstack/react-query';
import type { previewImageSchema, PreviewImageUpload } from '../../../../shared/social-preview';
import { apiCall } from '../../../lib/api-client';

// POST /api/links/preview-images - { content_type, data_base64 } -> { image, image_url }: the image
// cut to 1200x630; 400 names data_base64 (not an image, over 5 MB), 403 a plan without previews.
export function uploadPreviewImage(upload: PreviewImageUpload) {
  return apiCall<typeof previewImageSchema>('/api/links/preview-images', { method: 'POST', body: upload });
}

export function useUploadPreviewImage() {
  return useMutation({ mutationFn: uploadPreviewImage });
}
