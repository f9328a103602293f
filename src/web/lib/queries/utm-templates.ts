import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  utmTemplateListSchema,
  utmTemplateSchema,
  CreateUtmTemplate,
  UtmTemplate,
  UtmTemplateList,
} from '../../../shared/utm';
import { apiCall, apiFetch } from '../api-client';
import { useInvalidatingMutation } from './invalidating-mutation';

// The workspace's UTM templates have one owner below the features: the link forms pick from them
// and save the values typed as a new one.

/** Every read of the templates; mutations invalidate under this prefix. */
export const utmTemplatesKey = ['utm-templates'] as const;

// GET /api/utm-templates - the workspace's templates, by name
export function listUtmTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<UtmTemplateList> {
  return apiCall<typeof utmTemplateListSchema>('/api/utm-templates', { signal });
}

export function utmTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...utmTemplatesKey, 'list'],
    queryFn: ({ signal }) => listUtmTemplates({ signal }),
    // The forms open often; a template saved in another tab shows within the half minute.
    staleTime: 30_000,
  });
}

/** Read once asked for (`enabled`): the UTM section of a form is closed at first. */
export function useUtmTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...utmTemplatesQueryOptions(), enabled });
}

// POST /api/utm-templates - 201 with the template; a name the workspace has already (any case)
// answers 400 with fields.name, the 101st template 409
export function createUtmTemplate(input: CreateUtmTemplate): Promise<UtmTemplate> {
  return apiCall<typeof utmTemplateSchema>('/api/utm-templates', { method: 'POST', body: input });
}

export function useCreateUtmTemplate() {
  return useInvalidatingMutation(createUtmTemplate, utmTemplatesKey);
}

// DELETE /api/utm-templates/:id - 204; links made with it keep their parameters
export async function deleteUtmTemplate({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/utm-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUtmTemplate() {
  return useInvalidatingMutation(deleteUtmTemplate, utmTemplatesKey);
}
