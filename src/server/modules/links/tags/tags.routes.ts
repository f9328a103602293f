import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFolderSchema,
  createTagSchema,
  folderListSchema,
  folderSchema,
  mergeTagSchema,
  tagListSchema,
  tagSchema,
  updateFolderSchema,
  updateTagSchema,
} from '../../../../shared/link-tags';
import { actorOf, type Guards } from '../../../platform/http/guards';
import type { TagsService } from './tags.service';

const idParams = (what: string, example: string) =>
  z.object({
    id: z
      .string()
      .min(1)
      .max(64)
      .meta({ description: `The ${what}'s id.`, examples: [example] }),
  });
const tagParams = idParams('tag', '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c');
const folderParams = idParams('folder', '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f');
const deleted = (what: string) => z.undefined().describe(`The ${what} is deleted.`);

/** The workspace's tags and folders: viewers read, members and above change them. */
export const tagsRoutes =
  (tags: TagsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    const read = { apiScope: 'links:read', role: 'viewer' } as const;
    const write = { apiScope: 'links:write', role: 'member' } as const;

    app.get(
      '/api/tags',
      {
        config: read,
        schema: {
          summary: 'List tags',
          operationId: 'listTags',
          tags: ['Tags and folders'],
          description: 'By name, each with how many links carry it.',
          response: { 200: tagListSchema },
        },
      },
      async (request) => tags.listTags(actorOf(request)),
    );
    app.post(
      '/api/tags',
      {
        config: write,
        schema: {
          summary: 'Create a tag',
          operationId: 'createTag',
          tags: ['Tags and folders'],
          description: 'Names are unique in a workspace, whatever their case.',
          body: createTagSchema,
          response: { 201: tagSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await tags.createTag(actorOf(request), request.body)),
    );
    app.patch(
      '/api/tags/:id',
      {
        config: write,
        schema: {
          summary: 'Rename or recolour a tag',
          operationId: 'updateTag',
          tags: ['Tags and folders'],
          params: tagParams,
          body: updateTagSchema,
          response: { 200: tagSchema },
        },
      },
      async (request) => tags.updateTag(actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/tags/:id/merge',
      {
        config: write,
        schema: {
          summary: 'Merge a tag into another',
          operationId: 'mergeTag',
          tags: ['Tags and folders'],
          description: 'Its links get the other tag; this one is deleted. Answers the tag that stays.',
          params: tagParams,
          body: mergeTagSchema,
          response: { 200: tagSchema },
        },
      },
      async (request) => tags.mergeTag(actorOf(request), request.params.id, request.body.into),
    );
    app.delete(
      '/api/tags/:id',
      {
        config: write,
        schema: {
          summary: 'Delete a tag',
          operationId: 'deleteTag',
          tags: ['Tags and folders'],
          description: 'The links keep everything else.',
          params: tagParams,
          response: { 204: deleted('tag') },
        },
      },
      async (request, reply) => {
        await tags.deleteTag(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/folders',
      {
        config: read,
        schema: {
          summary: 'List folders',
          operationId: 'listFolders',
          tags: ['Tags and folders'],
          description: 'By name, with how many links each holds and how many are in none.',
          response: { 200: folderListSchema },
        },
      },
      async (request) => tags.listFolders(actorOf(request)),
    );
    app.post(
      '/api/folders',
      {
        config: write,
        schema: {
          summary: 'Create a folder',
          operationId: 'createFolder',
          tags: ['Tags and folders'],
          body: createFolderSchema,
          response: { 201: folderSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tags.createFolder(actorOf(request), request.body)),
    );
    app.patch(
      '/api/folders/:id',
      {
        config: write,
        schema: {
          summary: 'Rename a folder',
          operationId: 'renameFolder',
          tags: ['Tags and folders'],
          params: folderParams,
          body: updateFolderSchema,
          response: { 200: folderSchema },
        },
      },
      async (request) => tags.renameFolder(actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/api/folders/:id',
      {
        config: write,
        schema: {
          summary: 'Delete a folder',
          operationId: 'deleteFolder',
          tags: ['Tags and folders'],
          description: 'Its links stay, in no folder.',
          params: folderParams,
          response: { 204: deleted('folder') },
        },
      },
      async (request, reply) => {
        await tags.deleteFolder(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
