import { queryOptions, useQuery } from '@tanstack/react-query';
import type { brandSchema, Brand } from '../../../../shared/brand';
import { brandDefaults } from '../../../../shared/brand-defaults';
import { apiCall } from '../../../lib/api-client';

// GET /api/brand - the public brand configuration (answered as a bare Brand object)
export async function getBrand({ signal }: { signal?: AbortSignal } = {}): Promise<Brand> {
  return apiCall<typeof brandSchema>('/api/brand', { signal });
}

export function brandQueryOptions() {
  return queryOptions({
    queryKey: ['brand'],
    queryFn: ({ signal }) => getBrand({ signal }),
  });
}

export interface UseBrandResult {
  /** The server's brand, or the built-in defaults while loading or after a failure. */
  brand: Brand;
  /** True only before the first answer; callers may show skeletons instead of defaults. */
  isPending: boolean;
}

export function useBrand(): UseBrandResult {
  const { data, isPending } = useQuery(brandQueryOptions());
  return { brand: data ?? brandDefaults, isPending };
}
