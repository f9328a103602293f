import { z } from 'zod';
import { singleLine } from './text';
import { entitlementsSchema, planSchema, planTextSchema } from './plans';
import { themes } from './theme';

// GET /api/me: who is signed in, their profile, plan and what they may do.

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters.')
  .max(32, 'Use at most 32 characters.')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only.');

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  subscription_plan: z.string(),
  subscription_expires: z.string().nullable(),
  telegram_id: z.string().nullable(),
  telegram_group_id: z.string().nullable(),
  timezone: z.string(),
  default_domain: z.string().nullable(),
  language: z.string(),
  /** Light, dark or the system's (the browser's prefers-color-scheme). */
  theme: z.enum(themes),
  created_at: z.string(),
});

export type Profile = z.infer<typeof profileSchema>;

export const meSchema = z.object({
  profile: profileSchema,
  subscription: z.object({
    /** The plan's key. */
    plan: z.string(),
    /** What people call it (basic's own name too, which `plan` below lacks). */
    plan_display_name: planTextSchema,
    expiresAt: z.string().nullable(),
    active: z.boolean(),
    /** Whole days left, when there is an expiry in the future. */
    daysLeft: z.number().int().nullable(),
  }),
  plan: planSchema.nullable(),
  entitlements: entitlementsSchema,
});

export type Me = z.infer<typeof meSchema>;

/** An account's display name, required: the same rule on sign-up and on Profile. */
export const accountNameSchema = singleLine(100).min(1, 'Enter a name.');

/** PATCH /api/me: what a user may change about themselves (email and password go through auth). */
export const updateMeSchema = z
  .object({
    name: accountNameSchema,
    username: usernameSchema,
    timezone: z.string().refine(isTimeZone, 'Choose a time zone such as Asia/Jakarta.'),
    default_domain: z.string().trim().max(253).nullable(),
    language: z.enum(['en', 'id']),
    theme: z.enum(themes),
  })
  .partial();

export type UpdateMe = z.infer<typeof updateMeSchema>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Passwords: long passphrases welcome; the upper bound only stops abuse of the hash function. */
export const passwordRules = { min: 8, max: 128 } as const;
