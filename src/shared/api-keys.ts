import { z } from 'zod';
import { workspaceRoles, workspaceRoleSchema } from './workspaces';
import { singleLine } from './text';

// API keys: what a key may do (its scopes), the contracts of /api/api-keys, and the per-key rate
// limits. A request with `Authorization: Bearer <key>` acts as the key's owner, through the same
// services and plan limits as the web app, on the routes its scopes open and no others.

export const apiScopes = [
  'links:read',
  'links:write',
  'analytics:read',
  'domains:read',
  'domains:write',
  'checks:read',
  'checks:write',
  'workspace:read',
  'workspace:write',
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** What each scope opens, as the settings page explains it. */
export const apiScopeDescriptions: Record<ApiScope, string> = {
  'links:read': 'List and read links, their rules and the domains links may use',
  'links:write': 'Create, edit, import and delete links and their rules',
  'analytics:read': 'Read click reports and export them',
  'domains:read': 'List custom domains',
  'domains:write': 'Add, verify, change and remove custom domains',
  'checks:read': 'Read domain checks and their history',
  'checks:write': 'Watch domains, run checks and change their schedules',
  'workspace:read': 'Read the workspace, its members and its open invitations',
  'workspace:write': "Rename the workspace, change members' roles, remove members and invite",
};

/** Every key starts with this, so that it is recognisable in a leak (and by secret scanners). */
export const apiKeyPrefix = 'rk_';
/** Characters of a key shown on the settings page to tell keys apart (`rk_` and 8 more). */
export const apiKeyVisibleLength = 11;
/** Keys one account may hold (revoked ones do not count). */
export const maxApiKeysPerAccount = 20;
export const maxApiKeyNameLength = 100;

/** Requests a key may make per minute, by its owner's plan; keys of any other plan get `basic`. */
export const apiRateLimitPerMinute: Record<string, number> = {
  basic: 30,
  free: 60,
  medium: 300,
  vip: 600,
  vip_max: 1_200,
};
export const apiRateLimitWindowMs = 60_000;

export function apiRateLimitFor(plan: string, isAdmin: boolean): number {
  if (isAdmin) return apiRateLimitPerMinute.vip_max!;
  return apiRateLimitPerMinute[plan] ?? apiRateLimitPerMinute.basic!;
}

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's visible start (`rk_3fA9c2Lq`); the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  /** The role in its workspace the key acts with (at most its maker's). */
  role: z.enum(workspaceRoles),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  limit: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeySchema = z
  .object({
    name: singleLine(maxApiKeyNameLength).pipe(z.string().min(1, 'Enter a name for the key.')),
    scopes: z
      .array(z.enum(apiScopes, { message: `Choose from ${apiScopes.join(', ')}.` }))
      .min(1, 'Choose at least one scope.')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once.'),
    /** The role the key acts with in the workspace; absent: the maker's own. At most the maker's. */
    role: workspaceRoleSchema.optional(),
    /** When the key stops working; null or absent: never. Must be in the future. */
    expires_at: z.iso
      .datetime({ offset: true, message: 'Enter a date and time.' })
      .nullable()
      .optional()
      .refine(
        (value) => value === null || value === undefined || Date.parse(value) > Date.now(),
        'Choose a time in the future.',
      ),
  })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The answer to a creation: the key itself, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
