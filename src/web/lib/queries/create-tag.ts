import type { tagSchema, CreateTag, Tag } from '../../../shared/link-tags';
import { apiCall } from '../api-client';
import { useTagsAndFoldersMutation } from './tags-folders-mutation';

// Below the features: the link editor's picker creates a tag from what was typed, and
// /shortlinks/tags creates one with its colour.

// POST /api/tags - 201 with the tag; a name the workspace has already (any case) answers 400 with
// fields.name
export function createTag(input: CreateTag): Promise<Tag> {
  return apiCall<typeof tagSchema>('/api/tags', { method: 'POST', body: input });
}

export function useCreateTag() {
  return useTagsAndFoldersMutation(createTag);
}
