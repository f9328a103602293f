import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { apiRateLimitFor, apiRateLimitWindowMs } from '../../../shared/api-keys';
import { languageOf } from '../../../shared/i18n';
import { isSubscriptionActive } from '../../../shared/plans';
import { roleAtLeast, workspaceHeader, type WorkspaceRole } from '../../../shared/workspaces';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/http/app-error';
import type { Guards } from '../../platform/http/guards';
import { createRateLimiter, type RateLimiter, type RateLimitStore } from '../../platform/http/rate-limit';
import type { SessionUser } from '../auth';
import type { ApiKeysService, KeyHolder } from './api-keys.service';
import type { ProfileRow, Profiles } from '../profiles';

// Guards are preValidation hooks attached at plugin scope (never by URL prefix). The server decides
// on every request from the session row (or the API key's row) and the profile; nothing the client
// caches counts.

const disabledMessage = 'This account is disabled. Contact the site administrator.';

/** The token of `Authorization: Bearer <token>`, or undefined when the request sends none. */
function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const value = headers.authorization;
  if (!value) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(value);
  return match ? match[1] : undefined;
}

export function createGuards(deps: {
  readSession: (headers: IncomingHttpHeaders) => Promise<SessionUser | null>;
  profiles: Pick<Profiles, 'findById' | 'createProfile'>;
  apiKeys: ApiKeysService;
  /** The account's role in a workspace; null: not a member, or no such workspace (workspaces'). */
  roleOf: (workspaceId: string, accountId: string) => Promise<WorkspaceRole | null>;
  /** The workspace's plan and its end (billing's). */
  subscriptionOf: (workspaceId: string) => Promise<{ plan: string; expires: Date | null } | null>;
  /** Where API keys' request counts live (Redis when configured: shared by every process). */
  rateLimitStore: RateLimitStore;
  now: () => Date;
}): Guards {
  // One limiter per limit value: a key is counted under its id, at its owner's plan's rate.
  const limiters = new Map<number, RateLimiter>();
  function limiterFor(max: number): RateLimiter {
    let limiter = limiters.get(max);
    if (!limiter) {
      limiter = createRateLimiter('api-key', { max, windowMs: apiRateLimitWindowMs }, deps.rateLimitStore);
      limiters.set(max, limiter);
    }
    return limiter;
  }

  function actAs(request: FastifyRequest, profile: ProfileRow) {
    request.principal = {
      id: profile.id,
      email: profile.email,
      isAdmin: profile.isAdmin,
      timezone: profile.timezone,
      language: languageOf(profile.language),
    };
  }

  /**
   * A request with an API key: the key must be usable, the route open to keys and to this key's
   * scopes, and the key within its rate; then it acts as its maker, in its workspace, through the
   * same services.
   */
  async function requireKey(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const holder = await deps.apiKeys.authenticate(token);
    // A key whose maker's account is gone acts for nobody.
    const profile = holder?.createdBy ? await deps.profiles.findById(holder.createdBy) : null;
    if (!holder || !profile)
      throw unauthorized('The API key is not valid: it may be mistyped, revoked or expired.');
    if (profile.disabledAt) throw unauthorized(disabledMessage);

    const scope = request.routeOptions.config.apiScope;
    if (!scope) throw forbidden('API keys cannot use this route; sign in to the web app instead.');
    if (!holder.scopes.includes(scope)) throw forbidden(`This API key does not have the ${scope} scope.`);

    const subscription = await deps.subscriptionOf(holder.workspaceId);
    const plan =
      subscription && isSubscriptionActive(subscription.plan, subscription.expires, deps.now())
        ? subscription.plan
        : 'basic';
    const max = apiRateLimitFor(plan, profile.isAdmin);
    const verdict = await limiterFor(max).hit(holder.keyId);
    reply.header('RateLimit-Limit', String(max));
    reply.header('RateLimit-Remaining', String(verdict.remaining));
    reply.header('RateLimit-Reset', String(verdict.retryAfterSeconds));
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new AppError(
        429,
        'rate_limited',
        `This API key may make ${max} requests a minute on its plan. Try again in ${verdict.retryAfterSeconds} s.`,
      );
    }
    actAs(request, profile);
    await enterWorkspace(request, profile.id, holder);
  }

  /**
   * On a route with a role: the workspace the request names (the header; an API key's own; else
   * the account's personal one, which has its id), 404 to a non-member (a workspace's existence is
   * not told), 403 below the role. Read on every request, so a removal holds at once everywhere.
   */
  async function enterWorkspace(request: FastifyRequest, accountId: string, key?: KeyHolder) {
    const needed = request.routeOptions.config.role;
    if (!needed) return;
    const named = request.headers[workspaceHeader];
    const id =
      typeof named === 'string' && named.trim() !== '' ? named.trim() : (key?.workspaceId ?? accountId);
    // A key acts in its own workspace only, with its role, while its maker is a member there: the
    // lower of the two (a maker demoted or removed takes their keys' reach with them).
    const memberRole = key && id !== key.workspaceId ? null : await deps.roleOf(id, accountId);
    const role = memberRole && key && !roleAtLeast(key.role, memberRole) ? key.role : memberRole;
    if (role === null) throw notFound('Workspace');
    if (!roleAtLeast(role, needed)) throw forbidden('Your role in this workspace cannot do this.');
    request.workspace = { id, role };
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers);
    if (token !== undefined) return requireKey(request, reply, token);

    const session = await deps.readSession(request.headers);
    if (!session) throw unauthorized();
    let profile = await deps.profiles.findById(session.id);
    if (!profile) {
      // The profile is written right after the auth user; recreate it if that write was lost.
      await deps.profiles.createProfile(session);
      profile = await deps.profiles.findById(session.id);
      if (!profile) throw unauthorized();
    }
    // Its sessions were ended when it was disabled; one made in the same moment ends here.
    if (profile.disabledAt) throw unauthorized(disabledMessage);
    actAs(request, profile);
    await enterWorkspace(request, profile.id);
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    if (!request.principal?.isAdmin) throw forbidden('Admin access is required.');
  }

  return { requireUser, requireAdmin };
}
