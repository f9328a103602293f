import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreateInvitation, Invitation } from '../../../shared/workspaces';
import { invitationDays, roleAtLeast } from '../../../shared/workspaces';
import { languageOf, type Language } from '../../../shared/i18n';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { Actor, Principal } from '../../platform/http/principal';
import type { WorkspacesDeps } from './deps';
import type { InvitationRow } from './invitations.repo';
import { invitationMail } from './mail-texts';

const dayMs = 24 * 60 * 60 * 1000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export const noLongerValid = () =>
  new AppError(404, 'not_found', 'This invitation is no longer valid: it was used, revoked or has expired.');

export function invitationOut(
  row: InvitationRow,
  people: Map<string, { name: string; email: string }>,
): Invitation {
  const inviter = row.invitedBy ? people.get(row.invitedBy) : undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: inviter ? inviter.name || inviter.email : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Invitations by email (ADR 0026): a single-use token of which only a hash is kept, 7 days, one
 * open per address, holding a seat from the moment it is sent; mailed at most
 * invitationSendsPerHour times an hour; accepted by the account signed in with that address.
 */
export function createInvitationsService(deps: WorkspacesDeps) {
  const { repo, invitations } = deps;

  /** Counts one more sending of the invitation; 429 past invitationSendsPerHour in the hour. */
  async function countSend(id: string) {
    const verdict = await deps.sendLimit.hit(id);
    if (!verdict.allowed) {
      throw new AppError(
        429,
        'rate_limited',
        `This invitation was sent ${deps.sendLimit.rule.max} times in the last hour. Try again in ${verdict.retryAfterSeconds} s.`,
      );
    }
  }

  /** Mails the invitation's link, in the invited account's language or else the inviter's. */
  async function send(row: InvitationRow, token: string, actor: Principal, workspaceName: string) {
    const language: Language = languageOf((await deps.profiles.languageByEmail(row.email)) ?? actor.language);
    const inviter = (await deps.profiles.summaries([actor.id])).get(actor.id);
    await deps.mailer.send({
      to: row.email,
      ...invitationMail(language, {
        issuer: await deps.issuer(),
        inviter: inviter?.name || actor.email,
        workspace: workspaceName,
        role: row.role,
        url: `${deps.publicUrl}/invite/${token}`,
      }),
    });
  }

  return {
    async invite(actor: Actor, input: CreateInvitation): Promise<Invitation> {
      if (!roleAtLeast(actor.role, input.role)) {
        throw forbidden('You cannot give a role above your own.');
      }
      const now = deps.now();
      const token = newToken();
      // Read before the transaction, which may use no other connection (PGlite has one): who is a
      // member (a duplicate is refused again by the membership's key) and the plan's seats.
      const members = await repo.members(actor.workspaceId);
      const emails = await deps.profiles.summaries(members.map((member) => member.userId));
      if ([...emails.values()].some((person) => person.email.toLowerCase() === input.email)) {
        throw conflict(`${input.email} is a member already.`, { email: 'This address is a member already.' });
      }
      const seats = await deps.seatsOf(actor.workspaceId);
      const { row, workspaceName } = await deps.events.transaction(async (tx) => {
        // The row held: two invitations at once cannot both take the last seat.
        const workspace = await repo.lockIn(tx, actor.workspaceId);
        if (!workspace) throw notFound('Workspace');
        if (await invitations.openTo(tx, workspace.id, input.email, now)) {
          throw conflict(`${input.email} is invited already. Resend the invitation from the list.`, {
            email: 'This address is invited already.',
          });
        }
        const held =
          (await repo.members(workspace.id, tx)).length +
          (await invitations.countOpen(workspace.id, now, tx));
        if (seats !== null && held >= seats) {
          throw conflict(
            `This workspace's plan has ${seats} seats, held by members and open invitations. Choose a larger plan, or remove someone first.`,
          );
        }
        const created = await invitations.createIn(
          tx,
          {
            id: randomUUID(),
            workspaceId: workspace.id,
            email: input.email,
            role: input.role,
            invitedBy: actor.id,
            tokenHash: hashOf(token),
            expiresAt: new Date(now.getTime() + invitationDays * dayMs),
          },
          now,
        );
        await deps.audit.record(
          {
            actorId: actor.id,
            action: 'workspace.invite',
            target: `workspace:${workspace.id}`,
            after: { email: input.email, role: input.role },
          },
          tx,
        );
        return { row: created, workspaceName: workspace.name };
      });
      try {
        await countSend(row.id);
        await send(row, token, actor, workspaceName);
      } catch (error) {
        // Not sent: no seat stays held by an invitation nobody received.
        await invitations.delete(row.id);
        throw mailFailed(error, deps);
      }
      return invitationOut(row, await deps.profiles.summaries([actor.id]));
    },

    /** Mails the invitation again with a new link (the old one stops working) and 7 more days. */
    async resend(actor: Actor, id: string): Promise<Invitation> {
      const now = deps.now();
      const row = await invitations.find(actor.workspaceId, id);
      if (!row || row.expiresAt <= now) throw notFound('Invitation');
      const workspace = await repo.find(actor.workspaceId);
      if (!workspace) throw notFound('Workspace');
      // Counted first: a refused resend leaves the link that was mailed working.
      await countSend(row.id);
      const token = newToken();
      const renewed = { ...row, expiresAt: new Date(now.getTime() + invitationDays * dayMs) };
      await invitations.renew(row.id, hashOf(token), renewed.expiresAt);
      try {
        await send(renewed, token, actor, workspace.name);
      } catch (error) {
        throw mailFailed(error, deps);
      }
      return invitationOut(renewed, await deps.profiles.summaries(row.invitedBy ? [row.invitedBy] : []));
    },

    async revoke(actor: Actor, id: string): Promise<void> {
      const row = await invitations.find(actor.workspaceId, id);
      if (!row) throw notFound('Invitation');
      await deps.events.transaction(async (tx) => {
        if (!(await invitations.delete(row.id, tx))) throw notFound('Invitation');
        await deps.audit.record(
          {
            actorId: actor.id,
            action: 'workspace.invite.revoke',
            target: `workspace:${actor.workspaceId}`,
            before: { email: row.email, role: row.role },
          },
          tx,
        );
      });
    },
  };
}

/** A mail that could not go out: the rate limit's own answer, or 503 for the mail server's failure. */
function mailFailed(error: unknown, deps: WorkspacesDeps): Error {
  if (error instanceof AppError) return error;
  deps.logger.warn({ err: error }, 'invitation email not sent');
  return new AppError(
    503,
    'service_unavailable',
    'The invitation email could not be sent. Try again in a few minutes.',
  );
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
