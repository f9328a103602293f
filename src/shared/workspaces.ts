import { z } from 'zod';
import { singleLine } from './text';
import { workspaceRoles } from './workspace-access';

export { roleAtLeast, workspaceHeader, workspaceRoles, type WorkspaceRole } from './workspace-access';

// Workspaces, their members' roles and invitations (ADR 0026), as both sides read them.
//
//   GET    /api/workspaces                        the account's workspaces (its own first) -> list
//   POST   /api/workspaces                        { name, slug } a team workspace, its maker owner -> 201
//   GET    /api/workspace                         the request's workspace, with its seats (viewer)
//   PATCH  /api/workspace                         { name?, slug?, logo? } (admin)
//   DELETE /api/workspace                         { confirm: <slug> } with all it owns (owner)
//   PUT    /api/workspace/notices                 { notices } whether the reader takes its notices (viewer)
//   GET    /api/workspace/members                 members, then invitations to admins (viewer)
//   PATCH  /api/workspace/members/:userId         { role } (admin; to or from owner: owner)
//   DELETE /api/workspace/members/:userId         remove, or leave when it is oneself (viewer)
//   POST   /api/workspace/invitations             { email, role } mails a link, seat counted (admin)
//   POST   /api/workspace/invitations/:id/resend  the mail again, at most 5 an hour (admin)
//   DELETE /api/workspace/invitations/:id         revoke (admin)
//   GET    /api/invitations/:token                what the link invites to (anyone with the link)
//   POST   /api/invitations/:token/accept         join, signed in with the invited address
//
// The workspace a request acts in is named by the `Ringkas-Workspace` header (its id); without
// one, the account's personal workspace, which has the account's id.

export const workspaceRoleSchema = z.enum(workspaceRoles, {
  message: 'Choose owner, admin, member or viewer.',
});

export const workspaceNameMax = 64;
export const workspaceSlugMin = 3;
export const workspaceSlugMax = 48;
/** A logo is a data URL of a small image; this bounds the whole URL. */
export const workspaceLogoMaxChars = 140_000;
/** How long an invitation's link works. */
export const invitationDays = 7;
/** How often one invitation may be mailed (the first send included) in an hour. */
export const invitationSendsPerHour = 5;

const slugPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const logoPattern = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const workspaceNameSchema = singleLine(workspaceNameMax).pipe(z.string().min(1, 'Enter a name.'));

export const workspaceSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(workspaceSlugMin, `Use at least ${workspaceSlugMin} characters.`)
  .max(workspaceSlugMax, `Use at most ${workspaceSlugMax} characters.`)
  .regex(
    slugPattern,
    'Use lower-case letters, digits and dashes, starting and ending with a letter or digit.',
  );

export const workspaceLogoSchema = z
  .string()
  .max(workspaceLogoMaxChars, 'Choose an image of at most 100 KB.')
  .regex(logoPattern, 'Choose a PNG, JPEG or WebP image.');

/** One of the account's workspaces, with its role there. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  /**
   * The reader's own personal workspace (made with their account, never left, deleted with it);
   * false for a team's, and for another account's personal workspace the reader was invited into.
   */
  personal: z.boolean(),
  role: z.enum(workspaceRoles),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceListSchema = z.object({ items: z.array(workspaceSummarySchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** The request's workspace: the summary, its plan and its seats. */
export const workspaceSchema = workspaceSummarySchema
  .extend({
    plan: z.string(),
    plan_expires: z.string().nullable(),
    /** Members, and invitations still open: both hold a seat. */
    members: z.number().int(),
    pending_invitations: z.number().int(),
    /** The plan's seats (max_members); null: unlimited. */
    seats: z.number().int().nullable(),
    /** Whether the reader takes this workspace's notices (its domains', checks', imports'). */
    notices: z.boolean(),
    created_at: z.string(),
  })
  .meta({
    id: 'Workspace',
    examples: [
      {
        id: '9d2f4b61-3c8e-4a57-b0d1-6e7a2c9f5b13',
        name: 'Acme marketing',
        slug: 'acme-marketing',
        logo: null,
        personal: false,
        role: 'admin',
        plan: 'vip',
        plan_expires: '2026-12-31T23:59:59.000Z',
        members: 4,
        pending_invitations: 1,
        seats: 10,
        notices: true,
        created_at: '2026-11-02T08:15:00.000Z',
      },
    ],
  });
export type Workspace = z.infer<typeof workspaceSchema>;

export const createWorkspaceSchema = z
  .object({ name: workspaceNameSchema, slug: workspaceSlugSchema })
  .strict();
export type CreateWorkspace = z.infer<typeof createWorkspaceSchema>;

export const updateWorkspaceSchema = z
  .object({
    name: workspaceNameSchema.optional(),
    slug: workspaceSlugSchema.optional(),
    /** null removes the logo. */
    logo: workspaceLogoSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change the name, the slug or the logo.')
  .meta({ examples: [{ name: 'Acme marketing', slug: 'acme-marketing' }] });
export type UpdateWorkspace = z.infer<typeof updateWorkspaceSchema>;

/** Deleting asks for the slug typed out, so that a slip of the hand deletes nothing. */
export const deleteWorkspaceSchema = z.object({ confirm: z.string().trim() }).strict();
export type DeleteWorkspace = z.infer<typeof deleteWorkspaceSchema>;

export const memberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(workspaceRoles),
    /** Who sent it; null once that account is gone. */
    invited_by: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({
    id: 'Invitation',
    examples: [
      {
        id: '5b0e8c1d-7f42-4a96-b3e1-2c9d6a8f0e57',
        email: 'dewi@example.com',
        role: 'member',
        invited_by: 'Budi Santoso',
        created_at: '2026-11-28T09:00:00.000Z',
        expires_at: '2026-12-05T09:00:00.000Z',
      },
    ],
  });
export type Invitation = z.infer<typeof invitationSchema>;

export const memberListSchema = z
  .object({
    items: z.array(memberSchema),
    /** Open invitations; empty for roles below admin, who may not see them. */
    invitations: z.array(invitationSchema),
  })
  .meta({
    id: 'MemberList',
    examples: [
      {
        items: [
          {
            user_id: 'u7GQ2mZkR4tWc9bN1sLx',
            name: 'Budi Santoso',
            email: 'budi@example.com',
            role: 'owner',
            joined_at: '2026-11-02T08:15:00.000Z',
          },
        ],
        invitations: [
          {
            id: 'a41f7d29-0c6b-4e85-9b3a-7d2e5f8c1b60',
            email: 'sari@example.com',
            role: 'viewer',
            invited_by: null,
            created_at: '2026-11-26T02:30:00.000Z',
            expires_at: '2026-12-03T02:30:00.000Z',
          },
        ],
      },
    ],
  });
export type MemberList = z.infer<typeof memberListSchema>;

/** PUT /api/workspace/notices: whether the reader takes the workspace's notices. */
export const workspaceNoticesSchema = z
  .object({ notices: z.boolean({ message: 'Use true or false.' }) })
  .strict();
export type WorkspaceNotices = z.infer<typeof workspaceNoticesSchema>;

export const updateMemberSchema = z
  .object({ role: workspaceRoleSchema })
  .strict()
  .meta({ examples: [{ role: 'admin' }] });
export type UpdateMember = z.infer<typeof updateMemberSchema>;

export const createInvitationSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Use at most 254 characters.')
      .pipe(z.email('Enter an email address such as name@example.com.')),
    role: workspaceRoleSchema,
  })
  .strict()
  .meta({ examples: [{ email: 'dewi@example.com', role: 'member' }] });
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

/** What an invitation's link shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  workspace: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  email: z.string(),
  role: z.enum(workspaceRoles),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
