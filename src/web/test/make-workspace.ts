import type {
  Invitation,
  InvitationPreview,
  Member,
  Workspace,
  WorkspaceSummary,
} from '../../shared/workspaces';

// Workspaces, members and invitations as the API answers them, for component tests. The defaults
// are makeMe()'s personal workspace (the account's id, 'user-1'), with the account as its owner.

/** One entry of GET /api/workspaces. */
export function makeWorkspaceSummary(overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
  return {
    id: 'user-1',
    name: 'Ayu Lestari',
    slug: 'ayu',
    logo: null,
    personal: true,
    role: 'owner',
    ...overrides,
  };
}

/** A team's workspace (its own id, not personal), by default with the account as its owner. */
export function makeTeamSummary(overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
  return makeWorkspaceSummary({
    id: '7b0c6f1e-0000-4000-8000-000000000001',
    name: 'Acme Marketing',
    slug: 'acme',
    personal: false,
    ...overrides,
  });
}

/** GET /api/workspace: the summary with its plan and seats. */
export function makeWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    ...makeWorkspaceSummary(),
    plan: 'free',
    plan_expires: '2030-01-01T00:00:00.000Z',
    members: 1,
    pending_invitations: 0,
    seats: 3,
    notices: true,
    created_at: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/workspace of a team's workspace (makeTeamSummary's). */
export function makeTeamWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return makeWorkspace({ ...makeTeamSummary(), ...overrides });
}

let sequence = 0;

export function makeMember(overrides: Partial<Member> = {}): Member {
  sequence += 1;
  return {
    user_id: `user-${sequence + 100}`,
    name: `Member ${sequence}`,
    email: `member${sequence}@example.com`,
    role: 'member',
    joined_at: '2026-02-01T03:00:00.000Z',
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  sequence += 1;
  return {
    id: `inv-${sequence}`,
    email: `invitee${sequence}@example.com`,
    role: 'member',
    invited_by: 'Ayu Lestari',
    created_at: '2026-03-01T03:00:00.000Z',
    expires_at: '2026-03-08T03:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/invitations/:token. */
export function makeInvitationPreview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    workspace: { name: 'Acme Marketing', slug: 'acme', logo: null },
    email: 'ayu@example.com',
    role: 'member',
    invited_by: 'Budi Santoso',
    expires_at: '2026-03-08T03:00:00.000Z',
    ...overrides,
  };
}
