import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { forbidden, unauthorized } from '../../platform/app-error';
import type { Guards } from '../../platform/guards';
import type { SessionUser } from '../auth';
import type { UsersService } from './users.service';

// Guards are preValidation hooks attached at plugin scope (never by URL prefix). The server decides
// on every request from the session row and the profile; nothing the client caches counts.

export function createGuards(deps: {
  readSession: (headers: IncomingHttpHeaders) => Promise<SessionUser | null>;
  users: UsersService;
}): Guards {
  async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = await deps.readSession(request.headers);
    if (!session) throw unauthorized();
    let profile = await deps.users.getProfileRow(session.id);
    if (!profile) {
      // The profile is written right after the auth user; recreate it if that write was lost.
      await deps.users.createProfile(session);
      profile = await deps.users.getProfileRow(session.id);
      if (!profile) throw unauthorized();
    }
    // Its sessions were ended when it was disabled; one made in the same moment ends here.
    if (profile.disabledAt) throw unauthorized('This account is disabled. Contact the site administrator.');
    request.principal = {
      id: profile.id,
      email: profile.email,
      isAdmin: profile.isAdmin,
      timezone: profile.timezone,
    };
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    if (!request.principal?.isAdmin) throw forbidden('Admin access is required.');
  }

  return { requireUser, requireAdmin };
}
