import type { Me, Profile, UpdateMe } from '../../../shared/account';
import { languageOf, type Language } from '../../../shared/i18n';
import { isSubscriptionActive } from '../../../shared/plans';
import { themeOf } from '../../../shared/theme';
import { badRequest, conflict, notFound, validationFailed } from '../../platform/app-error';
import type { BillingApi } from '../billing';
import type { AccountFlags, Accounts } from '../auth';
import type { ProfileRow, UsersRepo } from './users.repo';

const dayMs = 24 * 60 * 60 * 1000;

export interface UsersServiceDeps {
  users: UsersRepo;
  /** Email verification, two-factor and the display name live in the auth module's tables. */
  accounts: Pick<Accounts, 'flags' | 'setName'>;
  billing: Pick<BillingApi, 'plans' | 'entitlementsFor'>;
  now: () => Date;
  /** The brand's trial_period setting, in days. */
  trialDays: () => Promise<number>;
  /** The domains short links may live on; a default domain must be one of them. */
  /** The domains the account may put links on (short domains and its verified custom ones). */
  domainsOf: (userId: string) => Promise<string[]>;
}

/** The spec's fallback username: the part of the email before the at sign, made valid. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 28);
  return local.length >= 3 ? local : `${local}user`.slice(0, 28);
}

function toProfile(row: ProfileRow, flags: AccountFlags | null): Profile {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    is_admin: row.isAdmin,
    email_verified: flags?.emailVerified ?? false,
    two_factor_enabled: flags?.twoFactorEnabled ?? false,
    subscription_plan: row.subscriptionPlan,
    subscription_expires: row.subscriptionExpires?.toISOString() ?? null,
    telegram_id: row.telegramId,
    telegram_group_id: row.telegramGroupId,
    timezone: row.timezone,
    default_domain: row.defaultDomain,
    language: row.language,
    theme: themeOf(row.theme),
    created_at: row.createdAt.toISOString(),
  };
}

/** Told after a user's plan, its end or their admin flag changed (what they may do changed). */
export type SubscriptionChangedHook = (userId: string) => Promise<void>;

export function createUsersService(deps: UsersServiceDeps) {
  const subscriptionHooks: SubscriptionChangedHook[] = [];

  async function subscriptionChanged(userId: string) {
    for (const hook of subscriptionHooks) await hook(userId);
  }

  async function requireProfile(id: string): Promise<ProfileRow> {
    const row = await deps.users.findById(id);
    if (!row) throw notFound('User');
    return row;
  }

  return {
    /** Called once per new auth user: profile, first-account admin, the one-time free trial. */
    async createProfile(user: {
      id: string;
      email: string;
      name: string;
      language?: Language;
    }): Promise<void> {
      const now = deps.now();
      const trialDays = await deps.trialDays();
      const trial = trialDays > 0;
      await deps.users.createIfMissing({
        id: user.id,
        email: user.email,
        name: user.name,
        username: usernameFromEmail(user.email),
        subscriptionPlan: trial ? 'free' : 'basic',
        subscriptionExpires: trial ? new Date(now.getTime() + trialDays * dayMs) : null,
        trialStartedAt: trial ? now : null,
        ...(user.language ? { language: user.language } : {}),
      });
    },

    /** The account's language (mail, notifications and Telegram are written in it); null: no account. */
    async languageOf(id: string): Promise<Language | null> {
      const row = await deps.users.findById(id);
      return row ? languageOf(row.language) : null;
    },

    /** The same, for the account with this email (any case). */
    async languageByEmail(email: string): Promise<Language | null> {
      const language = await deps.users.languageByEmail(email);
      return language === null ? null : languageOf(language);
    },

    async getProfileRow(id: string): Promise<ProfileRow | null> {
      return deps.users.findById(id);
    },

    async getMe(id: string): Promise<Me> {
      const row = await requireProfile(id);
      const now = deps.now();
      const [plan, flags, planDisplayName] = await Promise.all([
        deps.billing.plans.find(row.subscriptionPlan),
        deps.accounts.flags(id),
        deps.billing.plans.displayName(row.subscriptionPlan),
      ]);
      const active = isSubscriptionActive(row.subscriptionPlan, row.subscriptionExpires, now);
      const expires = row.subscriptionExpires;
      return {
        profile: toProfile(row, flags),
        subscription: {
          plan: row.subscriptionPlan,
          expiresAt: expires?.toISOString() ?? null,
          plan_display_name: planDisplayName,
          active,
          daysLeft: expires && active ? Math.ceil((expires.getTime() - now.getTime()) / dayMs) : null,
        },
        plan,
        entitlements: deps.billing.entitlementsFor(row, plan, now),
      };
    },

    /** What the user may do now, and their preferred short domain. */
    async entitlementsOf(id: string) {
      const me = await this.getMe(id);
      return { entitlements: me.entitlements, defaultDomain: me.profile.default_domain };
    },

    async updateMe(id: string, patch: UpdateMe): Promise<Me> {
      await requireProfile(id);
      if (patch.username !== undefined && (await deps.users.usernameTakenByOther(patch.username, id))) {
        throw conflict('That username is taken.', {
          username: 'This username is already taken. Choose another one.',
        });
      }
      if (patch.default_domain && !(await deps.domainsOf(id)).includes(patch.default_domain.toLowerCase())) {
        throw validationFailed({ default_domain: 'Choose one of your domains.' });
      }
      await deps.users.update(id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.username !== undefined ? { username: patch.username } : {}),
        ...(patch.timezone !== undefined ? { timezone: patch.timezone } : {}),
        ...(patch.default_domain !== undefined
          ? { defaultDomain: patch.default_domain ? patch.default_domain.toLowerCase() : null }
          : {}),
        ...(patch.language !== undefined ? { language: patch.language } : {}),
        ...(patch.theme !== undefined ? { theme: patch.theme } : {}),
      });
      if (patch.name !== undefined) await deps.accounts.setName(id, patch.name);
      return this.getMe(id);
    },

    /** Grants or revokes admin. The last admin cannot be demoted (the install would lose its admin). */
    async setAdmin(targetId: string, isAdmin: boolean): Promise<void> {
      const target = await requireProfile(targetId);
      if (!isAdmin && target.isAdmin && (await deps.users.countAdmins()) <= 1) {
        throw badRequest('The last admin cannot be demoted. Grant admin to someone else first.', {
          is_admin: 'Make another account an admin first: the install needs one.',
        });
      }
      await deps.users.setAdmin(targetId, isAdmin);
      if (target.isAdmin !== isAdmin) await subscriptionChanged(targetId);
    },

    /** Registers what must follow a change of plan (the links' cached targeting access). */
    onSubscriptionChanged(hook: SubscriptionChangedHook): void {
      subscriptionHooks.push(hook);
    },

    /**
     * Sets a user's plan and its end: the one way to change them (billing and admin call it), so
     * that what follows a change (their links' targeting, on every process) always does.
     */
    async changeSubscription(userId: string, plan: string, expires: Date | null): Promise<void> {
      await requireProfile(userId);
      await deps.users.setSubscription(userId, plan, expires);
      await subscriptionChanged(userId);
    },

    /**
     * Changes a subscription inside the caller's transaction (a paid order's): `change` reads the
     * locked subscription and answers the new one. Call subscriptionChanged() after the commit.
     */
    async changeSubscriptionIn(
      tx: Parameters<UsersRepo['lockSubscription']>[0],
      userId: string,
      change: (current: { plan: string; expires: Date | null }) => { plan: string; expires: Date | null },
    ) {
      const current = await deps.users.lockSubscription(tx, userId);
      if (!current) return null;
      const next = change({ plan: current.plan, expires: current.expires });
      await deps.users.setSubscriptionIn(tx, userId, next.plan, next.expires);
      return {
        before: { plan: current.plan, expires: current.expires },
        after: next,
        email: current.email,
        name: current.name,
      };
    },

    /** What must follow a subscription changed by changeSubscriptionIn, once committed. */
    subscriptionChanged: (userId: string) => subscriptionChanged(userId),

    countByPlan: () => deps.users.countByPlan(),
    findIdByEmail: (email: string) => deps.users.findIdByEmail(email),
    idsByEmailPart: (part: string, limit: number) => deps.users.idsByEmailPart(part, limit),
    endingBetween: (from: Date, to: Date, limit: number) => deps.users.endingBetween(from, to, limit),

    /** Falls back to basic unless renewed meanwhile; what follows a change follows. */
    async downgradeExpired(userId: string, plan: string, expires: Date): Promise<boolean> {
      const changed = await deps.users.downgradeIfUnchanged(userId, plan, expires);
      if (changed) await subscriptionChanged(userId);
      return changed;
    },

    /** The user's Telegram chats and language, or null when there is no such user. */
    async telegramOf(userId: string) {
      const row = await deps.users.findById(userId);
      if (!row) return null;
      return { privateChat: row.telegramId, groupChat: row.telegramGroupId, language: row.language };
    },
    setTelegramChat: (userId: string, kind: 'private' | 'group', chatId: string | null) =>
      deps.users.setTelegramChat(userId, kind, chatId),
    clearTelegramChat: (chatId: string) => deps.users.clearTelegramChat(chatId),
    /** Users on a plan (null: all), a page at a time in a stable order. */
    audiencePage: (plan: string | null, after: string | null, limit: number) =>
      deps.users.audiencePage(plan, after, limit),
    countAudience: (plan: string | null) => deps.users.countAudience(plan),

    async setAdminByEmail(email: string, isAdmin: boolean): Promise<void> {
      const id = await deps.users.findIdByEmail(email);
      if (!id) throw notFound(`User ${email}`);
      await this.setAdmin(id, isAdmin);
    },

    // The Admin Panel's figures.
    countProfiles: () => deps.users.countAll(),
    profilesCreatedPerDay: (since: Date) => deps.users.createdPerDay(since),
    activeSubscriptionsByPlan: (now: Date) => deps.users.activeByPlan(now),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
