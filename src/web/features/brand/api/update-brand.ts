import type { brandSchema, Brand } from '../../../../shared/brand';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { brandQueryOptions } from './get-brand';

// PUT /api/admin/brand - the brand keys given (any of them) -> the whole brand; 400 names each
// invalid field by its key (`brand_accent_color`, `contact_link`)
export function updateBrand(body: Partial<Brand>): Promise<Brand> {
  return apiCall<typeof brandSchema>('/api/admin/brand', { method: 'PUT', body });
}

export function useUpdateBrand() {
  // The answer is the brand every page reads: title, favicon and theme follow at once.
  return useReplacingMutation(updateBrand, brandQueryOptions().queryKey);
}
