import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiScope } from '../../../shared/api-keys';
import { unauthorized } from './app-error';
import type { Principal } from './principal';

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
  }
  interface FastifyContextConfig {
    /**
     * Opens the route to API keys that hold this scope: the public API (listed in the OpenAPI
     * document). A route without one answers 403 to every key; sessions are not affected.
     */
    apiScope?: ApiScope;
  }
}

/** The signed-in principal of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
