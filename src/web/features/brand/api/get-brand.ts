import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandDefaults, brandSchema, type Brand } from '../../../../shared/brand';
import { apiFetch } from '../../../lib/api-client';

// GET /api/brand - the public brand configuration (answered as a bare Brand object)
export async function getBrand({ signal }: { signal?: AbortSignal } = {}): Promise<Brand> {
  const body = await apiFetch<unknown>('/api/brand', { signal });
  // Parsed, not cast: the brand drives the page title and landing HTML, so a malformed answer
  // should fall back to the defaults rather than render undefined.
  return brandSchema.parse(body);
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
