import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInvitationSchema,
  createWorkspaceSchema,
  deleteWorkspaceSchema,
  invitationDays,
  invitationSendsPerHour,
  invitationPreviewSchema,
  invitationSchema,
  memberListSchema,
  updateMemberSchema,
  updateWorkspaceSchema,
  workspaceListSchema,
  workspaceNoticesSchema,
  workspaceSchema,
  workspaceSummarySchema,
} from '../../../shared/workspaces';
import { actorOf, principalOf, type Guards } from '../../platform/http/guards';
import type { InvitationLinkService } from './invitation-link.service';
import type { InvitationsService } from './invitations.service';
import type { MembersService } from './members.service';
import type { WorkspacesService } from './workspaces.service';

const userParams = z.object({
  userId: z
    .string()
    .min(1)
    .max(100)
    .meta({ description: "The member's account id.", examples: ['u7GQ2mZkR4tWc9bN1sLx'] }),
});
const invitationParams = z.object({
  id: z.uuid('Not an invitation id.').meta({ examples: ['5b0e8c1d-7f42-4a96-b3e1-2c9d6a8f0e57'] }),
});
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const gone = { 204: z.undefined() };

export interface WorkspacesServices {
  workspaces: WorkspacesService;
  members: MembersService;
  invitations: InvitationsService;
  invitationLink: InvitationLinkService;
}

/** The account's workspaces, and the request's workspace: its settings and one's notice switch. */
export const workspacesRoutes =
  ({ workspaces }: WorkspacesServices, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/workspaces - the workspaces the account belongs to, its personal one first
    app.get('/api/workspaces', { schema: { response: { 200: workspaceListSchema } } }, async (request) => ({
      items: await workspaces.list(principalOf(request).id),
    }));

    // POST /api/workspaces - a team workspace, the caller its owner
    app.post(
      '/api/workspaces',
      { schema: { body: createWorkspaceSchema, response: { 201: workspaceSummarySchema } } },
      async (request, reply) =>
        reply.status(201).send(await workspaces.create(principalOf(request).id, request.body)),
    );

    // GET /api/workspace - the request's workspace: name, slug, logo, role, plan, seats
    app.get(
      '/api/workspace',
      {
        config: { apiScope: 'workspace:read', role: 'viewer' },
        schema: {
          summary: 'Read the workspace',
          description:
            'The workspace the key belongs to (or the session names): its plan, seats and the caller’s role.',
          operationId: 'getWorkspace',
          tags: ['Workspace'],
          response: { 200: workspaceSchema },
        },
      },
      async (request) => workspaces.current(actorOf(request)),
    );

    // PATCH /api/workspace - name, slug, logo
    app.patch(
      '/api/workspace',
      {
        config: { apiScope: 'workspace:write', role: 'admin' },
        schema: {
          summary: 'Change the workspace',
          description:
            'Its name, slug or logo (a PNG, JPEG or WebP data URL; null removes it). Needs the admin role.',
          operationId: 'updateWorkspace',
          tags: ['Workspace'],
          body: updateWorkspaceSchema,
          response: { 200: workspaceSchema },
        },
      },
      async (request) => workspaces.update(actorOf(request), request.body),
    );

    // DELETE /api/workspace - a team workspace and all it owns, its slug typed out
    app.delete(
      '/api/workspace',
      { config: { role: 'owner' }, schema: { body: deleteWorkspaceSchema, response: gone } },
      async (request, reply) => {
        await workspaces.remove(actorOf(request), request.body.confirm);
        return reply.status(204).send();
      },
    );

    // PUT /api/workspace/notices - whether the caller takes the workspace's notices
    app.put(
      '/api/workspace/notices',
      {
        config: { role: 'viewer' },
        schema: { body: workspaceNoticesSchema, response: { 200: workspaceSchema } },
      },
      async (request) => workspaces.setNotices(actorOf(request), request.body.notices),
    );
  };

/** The request's workspace's people: members, their roles, invitations, and joining by one. */
export const membersRoutes =
  ({ members, invitations, invitationLink }: WorkspacesServices, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/workspace/members - the members; open invitations for admins and owners
    app.get(
      '/api/workspace/members',
      {
        config: { apiScope: 'workspace:read', role: 'viewer' },
        schema: {
          summary: 'List members',
          description: 'The members with their roles; the open invitations too, for admins and owners.',
          operationId: 'listMembers',
          tags: ['Workspace'],
          response: { 200: memberListSchema },
        },
      },
      async (request) => members.list(actorOf(request)),
    );

    // PATCH /api/workspace/members/:userId - a member's role
    app.patch(
      '/api/workspace/members/:userId',
      {
        config: { apiScope: 'workspace:write', role: 'admin' },
        schema: {
          summary: "Change a member's role",
          description:
            'Needs the admin role; only an owner makes or unmakes an owner, and the last owner keeps the role.',
          operationId: 'updateMember',
          tags: ['Workspace'],
          params: userParams,
          body: updateMemberSchema,
          response: { 200: memberListSchema },
        },
      },
      async (request) => members.setRole(actorOf(request), request.params.userId, request.body.role),
    );

    // DELETE /api/workspace/members/:userId - remove a member (admin), or leave (oneself)
    app.delete(
      '/api/workspace/members/:userId',
      {
        config: { apiScope: 'workspace:write', role: 'viewer' },
        schema: {
          summary: 'Remove a member',
          description:
            'An admin removes a member (an owner only by an owner); any member may remove themselves (leave). The last owner cannot leave.',
          operationId: 'removeMember',
          tags: ['Workspace'],
          params: userParams,
          response: gone,
        },
      },
      async (request, reply) => {
        await members.remove(actorOf(request), request.params.userId);
        return reply.status(204).send();
      },
    );

    // POST /api/workspace/invitations - invite an address with a role (mailed; holds a seat)
    app.post(
      '/api/workspace/invitations',
      {
        config: { apiScope: 'workspace:write', role: 'admin' },
        schema: {
          summary: 'Invite by email',
          description: `Mails a single-use link, valid ${invitationDays} days, to join with the role given. An open invitation holds a seat of the plan.`,
          operationId: 'createInvitation',
          tags: ['Workspace'],
          body: createInvitationSchema,
          response: { 201: invitationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.invite(actorOf(request), request.body)),
    );

    // POST /api/workspace/invitations/:id/resend - mail it again, with a new link
    app.post(
      '/api/workspace/invitations/:id/resend',
      {
        config: { apiScope: 'workspace:write', role: 'admin' },
        schema: {
          summary: 'Resend an invitation',
          description: `Mails it again with a new link (the earlier link stops working), at most ${invitationSendsPerHour} times an hour.`,
          operationId: 'resendInvitation',
          tags: ['Workspace'],
          params: invitationParams,
          response: { 200: invitationSchema },
        },
      },
      async (request) => invitations.resend(actorOf(request), request.params.id),
    );

    // DELETE /api/workspace/invitations/:id - revoke
    app.delete(
      '/api/workspace/invitations/:id',
      {
        config: { apiScope: 'workspace:write', role: 'admin' },
        schema: {
          summary: 'Revoke an invitation',
          description: 'Its link stops working and its seat is free again.',
          operationId: 'revokeInvitation',
          tags: ['Workspace'],
          params: invitationParams,
          response: gone,
        },
      },
      async (request, reply) => {
        await invitations.revoke(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // POST /api/invitations/:token/accept - join, signed in with the invited address
    app.post(
      '/api/invitations/:token/accept',
      { schema: { params: tokenParams, response: { 200: workspaceSummarySchema } } },
      async (request) => invitationLink.accept(principalOf(request), request.params.token),
    );
  };

/** What an invitation's link invites to: open to anyone holding the link, signed in or not. */
export const invitationPreviewRoutes =
  (invitationLink: InvitationLinkService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/invitations/:token - the workspace, the role, who invited, until when
    app.get(
      '/api/invitations/:token',
      { schema: { params: tokenParams, response: { 200: invitationPreviewSchema } } },
      async (request) => invitationLink.preview(request.params.token),
    );
  };
