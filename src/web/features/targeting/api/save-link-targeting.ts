import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkTargeting, TargetingInput } from '../../../../shared/targeting';
import { apiFetch } from '../../../lib/api-client';
import { linkTargetingQueryOptions } from './get-link-targeting';
import { targetedListsKey } from './get-targeted-links';

// PUT /api/links/:id/targeting - replace a link's targeting; 400 names each field, 403 the feature
export async function saveLinkTargeting({
  linkId,
  targeting,
}: {
  linkId: string;
  targeting: TargetingInput;
}): Promise<LinkTargeting> {
  return apiFetch<LinkTargeting>(`/api/links/${encodeURIComponent(linkId)}/targeting`, {
    method: 'PUT',
    body: targeting,
  });
}

export function useSaveLinkTargeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLinkTargeting,
    onSuccess: async (saved) => {
      queryClient.setQueryData(linkTargetingQueryOptions(saved.link_id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: targetedListsKey });
    },
  });
}
