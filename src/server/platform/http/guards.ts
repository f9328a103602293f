import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiScope } from '../../../shared/api-keys';
import type { WorkspaceRole } from '../../../shared/workspaces';
import { unauthorized } from './app-error';
import type { Actor, Principal } from './principal';

// Route guards as every module's routes see them: preValidation hooks attached at plugin scope (never
// by URL prefix), so that who may call a route is settled before its input is judged (a visitor
// or non-admin never learns an admin route's rules from a 400). The users module implements them
// from the session and the profile.

export interface Guards {
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The workspace a route with a role acts in, and the principal's role there. */
    workspace?: { id: string; role: WorkspaceRole };
  }
  interface FastifyContextConfig {
    /**
     * Opens the route to API keys that hold this scope: the public API (listed in the OpenAPI
     * document). A route without one answers 403 to every key; sessions are not affected.
     */
    apiScope?: ApiScope;
    /**
     * The least role in the request's workspace (ADR 0026) the route needs: the guard finds the
     * workspace (the `Ringkas-Workspace` header, an API key's own, else the personal one) and
     * answers 404 to a non-member, 403 below this role. Absent: a route of the account itself.
     */
    role?: WorkspaceRole;
  }
}

/** The signed-in principal of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The principal in its request's workspace, on a route that names a role. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  // A route without a role has no workspace: a programming error, which the route table's test finds.
  if (!request.workspace) throw new Error(`${request.routeOptions.url} names no role: it has no workspace`);
  return { ...principal, workspaceId: request.workspace.id, role: request.workspace.role };
}
