import { createHash, randomBytes } from 'node:crypto';
import {
  apiKeyPrefix,
  apiKeyVisibleLength,
  maxApiKeysPerAccount,
  type ApiKey,
  type ApiScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../../shared/api-keys';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspaces';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo';

// API keys: made here and shown once; only their SHA-256 is stored. A key is 32 random bytes, so
// a slow password hash would add nothing against guessing and cost every API request its time.

/** `last_used_at` is written at most this often per key, not on every request. */
const touchEveryMs = 60_000;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A key as people see it: `rk_` and 43 base64url characters (32 bytes). */
function newKey(): string {
  return `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
}

/** Whether a bearer token is shaped like one of our keys (before any database read). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(apiKeyPrefix) && /^[A-Za-z0-9_-]{40,100}$/.test(token);
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    role: row.role as WorkspaceRole,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A usable key's workspace, role, maker and scopes, as the guards need them. */
export interface KeyHolder {
  keyId: string;
  workspaceId: string;
  role: WorkspaceRole;
  /** Who made it; null once that account is gone (the key then acts as the workspace). */
  createdBy: string | null;
  scopes: readonly ApiScope[];
}

export function createApiKeysService(deps: { repo: ApiKeysRepo; now: () => Date }) {
  const touchedAt = new Map<string, number>();

  return {
    async list(actor: Actor): Promise<ApiKey[]> {
      return (await deps.repo.listActive(actor.workspaceId)).map(toApiKey);
    },

    /** A key of the actor's workspace, acting with a role no higher than the actor's own. */
    async create(actor: Actor, input: CreateApiKeyInput): Promise<CreatedApiKey> {
      const role = input.role ?? actor.role;
      if (!roleAtLeast(actor.role, role)) throw forbidden('You cannot give a role above your own.');
      if ((await deps.repo.countActive(actor.workspaceId)) >= maxApiKeysPerAccount) {
        throw new AppError(
          409,
          'limit_reached',
          `A workspace can hold at most ${maxApiKeysPerAccount} API keys. Revoke one you no longer use.`,
        );
      }
      const key = newKey();
      const row = await deps.repo.insert({
        workspaceId: actor.workspaceId,
        createdBy: actor.id,
        role,
        name: input.name,
        prefix: key.slice(0, apiKeyVisibleLength),
        hash: hashApiKey(key),
        scopes: input.scopes,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        createdAt: deps.now(),
      });
      return { ...toApiKey(row), key };
    },

    /** Revokes a key: one's own, or as an admin any of the workspace's. */
    async revoke(actor: Actor, id: string): Promise<void> {
      const maker = roleAtLeast(actor.role, 'admin') ? undefined : actor.id;
      if (!(await deps.repo.revoke(actor.workspaceId, id, deps.now(), maker))) throw notFound('API key');
      touchedAt.delete(id);
    },

    /**
     * The key's holder when the key exists, is not revoked and has not expired; else null. Read
     * from the database on every request, so that a revocation counts at once on every process.
     */
    async authenticate(token: string): Promise<KeyHolder | null> {
      if (!looksLikeApiKey(token)) return null;
      const row = await deps.repo.findUsable(hashApiKey(token));
      const now = deps.now();
      if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
      const last = touchedAt.get(row.id) ?? row.lastUsedAt?.getTime() ?? 0;
      if (now.getTime() - last >= touchEveryMs) {
        touchedAt.set(row.id, now.getTime());
        await deps.repo.touch(row.id, now);
      }
      return {
        keyId: row.id,
        workspaceId: row.workspaceId,
        role: row.role as WorkspaceRole,
        createdBy: row.createdBy,
        scopes: row.scopes as ApiScope[],
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
