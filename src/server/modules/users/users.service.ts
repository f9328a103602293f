import type { Me, Profile, UpdateMe } from '../../../shared/account';
import { isSubscriptionActive } from '../../../shared/plans';
import { themeOf } from '../../../shared/theme';
import { badRequest, conflict, notFound, validationFailed } from '../../platform/http/app-error';
import type { BillingApi } from '../billing';
import type { AccountFlags, Accounts } from '../auth';
import type { Platform } from '../../platform/wiring/module';
import type { AccountRow, Profiles } from '../profiles';
import type { AccountChats } from '../telegram';
import { accountRow } from './account-row';

const dayMs = 24 * 60 * 60 * 1000;

export interface UsersServiceDeps {
  profiles: Profiles;
  /** Email verification, two-factor and the display name live in the auth module's tables. */
  accounts: Pick<Accounts, 'flags' | 'setName'>;
  billing: Pick<BillingApi, 'plans' | 'entitlementsFor'> & {
    subscriptions: Pick<BillingApi['subscriptions'], 'subscriptionOf' | 'entitlementsOf'>;
  };
  /** The account's role in a workspace; null: not a member (the workspaces module's). */
  roleOf: (workspaceId: string, accountId: string) => Promise<string | null>;
  events: Platform['events'];
  now: () => Date;
  /** The Telegram chats connected to the account (the telegram module's). */
  telegramChats: (userId: string) => Promise<AccountChats | null>;
  /** The domains the account may put links on (short domains and its verified custom ones). */
  domainsOf: (userId: string) => Promise<string[]>;
}

function toProfile(row: AccountRow, flags: AccountFlags | null, chats: AccountChats | null): Profile {
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
    telegram_id: chats?.privateChat ?? null,
    telegram_group_id: chats?.groupChat ?? null,
    timezone: row.timezone,
    default_domain: row.defaultDomain,
    language: row.language,
    theme: themeOf(row.theme),
    created_at: row.createdAt.toISOString(),
  };
}

export function createUsersService(deps: UsersServiceDeps) {
  /** The account, with its personal workspace's subscription. */
  const requireProfile = (id: string): Promise<AccountRow> => accountRow(deps, id);

  return {
    /**
     * The account, and the subscription and entitlements of the workspace the request names when
     * the account is a member there (a tab in a team's workspace), else of its personal one.
     */
    async getMe(id: string, workspaceId?: string): Promise<Me> {
      const row = await requireProfile(id);
      const team =
        workspaceId !== undefined && workspaceId !== id && (await deps.roleOf(workspaceId, id))
          ? await deps.billing.subscriptions.subscriptionOf(workspaceId)
          : null;
      const planName = team?.plan ?? row.subscriptionPlan;
      const expires = team ? team.expires : row.subscriptionExpires;
      const now = deps.now();
      const [plan, flags, planDisplayName, chats] = await Promise.all([
        deps.billing.plans.find(planName),
        deps.accounts.flags(id),
        deps.billing.plans.displayName(planName),
        deps.telegramChats(id),
      ]);
      const active = isSubscriptionActive(planName, expires, now);
      return {
        profile: toProfile(row, flags, chats),
        subscription: {
          plan: planName,
          expiresAt: expires?.toISOString() ?? null,
          plan_display_name: planDisplayName,
          active,
          daysLeft: expires && active ? Math.ceil((expires.getTime() - now.getTime()) / dayMs) : null,
        },
        plan,
        entitlements: team
          ? (await deps.billing.subscriptions.entitlementsOf(workspaceId!)).entitlements
          : deps.billing.entitlementsFor(row, plan, now),
      };
    },

    async updateMe(id: string, patch: UpdateMe): Promise<Me> {
      await requireProfile(id);
      if (patch.username !== undefined && (await deps.profiles.usernameTakenByOther(patch.username, id))) {
        throw conflict('That username is taken.', {
          username: 'This username is already taken. Choose another one.',
        });
      }
      if (patch.default_domain && !(await deps.domainsOf(id)).includes(patch.default_domain.toLowerCase())) {
        throw validationFailed({ default_domain: 'Choose one of your domains.' });
      }
      await deps.profiles.update(id, {
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
      if (!isAdmin && target.isAdmin && (await deps.profiles.countAdmins()) <= 1) {
        throw badRequest('The last admin cannot be demoted. Grant admin to someone else first.', {
          is_admin: 'Make another account an admin first: the install needs one.',
        });
      }
      await deps.profiles.setAdmin(targetId, isAdmin);
      // An admin may do everything: what the account may do changed.
      if (target.isAdmin !== isAdmin) await deps.events.emit('subscription.changed', { userId: targetId });
    },

    async setAdminByEmail(email: string, isAdmin: boolean): Promise<void> {
      const id = await deps.profiles.findIdByEmail(email);
      if (!id) throw notFound(`User ${email}`);
      await this.setAdmin(id, isAdmin);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
