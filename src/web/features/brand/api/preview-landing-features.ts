import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

interface FeaturesPreview {
  landing_page_features: string;
}

// POST /api/admin/brand/features-preview - { landing_page_features } -> the same HTML as the server
// would store it (sanitised); stores nothing
export async function previewLandingFeatures(
  html: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  return (
    await apiFetch<FeaturesPreview>('/api/admin/brand/features-preview', {
      method: 'POST',
      body: { landing_page_features: html },
      signal,
    })
  ).landing_page_features;
}

export function landingFeaturesPreviewQueryOptions(html: string) {
  return queryOptions({
    queryKey: ['brand', 'features-preview', html],
    queryFn: ({ signal }) => previewLandingFeatures(html, { signal }),
    // The same HTML always sanitises the same way.
    staleTime: Infinity,
  });
}

/** The sanitised preview of `html` (empty HTML needs no call); the last one stays while the next loads. */
export function useLandingFeaturesPreview(html: string) {
  return useQuery({
    ...landingFeaturesPreviewQueryOptions(html),
    enabled: html.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
