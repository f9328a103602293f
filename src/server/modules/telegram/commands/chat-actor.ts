import type { User } from 'grammy/types';
import { languageOf } from '../../../../shared/i18n';
import type { ChatKind } from '../../../../shared/telegram';
import { roleAtLeast, type WorkspaceRole } from '../../../../shared/workspaces';
import type { Actor } from '../../../platform/http/principal';
import type { Profiles } from '../../profiles';
import { botLanguage, type BotLanguage } from '../bot-texts';
import type { ChatsRepo } from '../chats.repo';

// Who a command acts as, and in which workspace (ADR 0034). A private chat acts as the account
// whose chat it is (the latest connected, if several share it), in that account's personal
// workspace. A group acts in the workspace it is connected to, as the sender: the Telegram user
// must hold an account (proved when they connected their private chat with a one-time token: a
// private chat's id is its user's id) that is a member of that workspace; of several such
// accounts, the one with the highest role. The role is read at every command and every press, as
// the API's guards read it at every request.

export interface ChatActorDeps {
  chats: Pick<ChatsRepo, 'accountsOfPrivateChat' | 'workspacesOfGroup'>;
  profiles: Pick<Profiles, 'findById'>;
  /** The account's role in a workspace (null: not a member). */
  roleOf(workspaceId: string, userId: string): Promise<WorkspaceRole | null>;
}

export type Refusal =
  'not_connected' | 'several_workspaces' | 'not_member' | 'account_disabled' | 'role_too_low';

export type Acting =
  | { ok: true; actor: Actor; language: BotLanguage }
  /** Said in the acting account's language, else the chat's, else the sender's Telegram app's. */
  | { ok: false; refusal: Refusal; language: BotLanguage };

export interface CommandChat {
  id: string;
  kind: ChatKind;
}

/** A Telegram chat's type as ours: a private chat, or a group (basic or super). */
export const chatKindOf = (type: string): ChatKind => (type === 'private' ? 'private' : 'group');

export function createChatActor(deps: ChatActorDeps) {
  const refused = (refusal: Refusal, language: BotLanguage): Acting => ({ ok: false, refusal, language });

  async function languageOfAccount(accountId: string | null): Promise<BotLanguage | null> {
    const profile = accountId ? await deps.profiles.findById(accountId) : null;
    return profile ? botLanguage(profile.language) : null;
  }

  /** The account acting in the workspace, if it may do what `needed` may. */
  async function enter(
    accountId: string,
    workspaceId: string,
    needed: WorkspaceRole,
    chatLanguage: BotLanguage,
  ): Promise<Acting> {
    const profile = await deps.profiles.findById(accountId);
    if (!profile) return refused('not_connected', chatLanguage);
    const language = botLanguage(profile.language);
    if (profile.disabledAt) return refused('account_disabled', language);
    const role = await deps.roleOf(workspaceId, accountId);
    if (!role) return refused('not_member', language);
    if (!roleAtLeast(role, needed)) return refused('role_too_low', language);
    return {
      ok: true,
      language,
      actor: {
        id: profile.id,
        email: profile.email,
        isAdmin: profile.isAdmin,
        timezone: profile.timezone,
        language: languageOf(profile.language),
        workspaceId,
        role,
      },
    };
  }

  /** Of the accounts the Telegram user holds, the member of the workspace with the highest role. */
  async function memberOf(workspaceId: string, telegramUserId: number): Promise<string | null> {
    let best: { id: string; role: WorkspaceRole } | null = null;
    for (const id of await deps.chats.accountsOfPrivateChat(String(telegramUserId))) {
      const role = await deps.roleOf(workspaceId, id);
      if (role && (!best || (role !== best.role && roleAtLeast(role, best.role)))) best = { id, role };
    }
    return best?.id ?? null;
  }

  return {
    /** Who acts for a command sent (or a button pressed) in `chat` by `from`, needing `needed`. */
    async whoActs(chat: CommandChat, from: User | undefined, needed: WorkspaceRole): Promise<Acting> {
      const senderLanguage = botLanguage(from?.language_code);
      if (chat.kind === 'private') {
        const [accountId] = await deps.chats.accountsOfPrivateChat(chat.id);
        // A personal workspace has its account's id.
        return accountId
          ? enter(accountId, accountId, needed, senderLanguage)
          : refused('not_connected', senderLanguage);
      }
      const groups = await deps.chats.workspacesOfGroup(chat.id);
      const group = groups[0];
      if (!group) return refused('not_connected', senderLanguage);
      const groupLanguage = (await languageOfAccount(group.connectedBy)) ?? senderLanguage;
      if (groups.length > 1) return refused('several_workspaces', groupLanguage);
      // Anonymous admins and channels post as a bot or a chat: no person to map.
      const accountId = from && !from.is_bot ? await memberOf(group.workspaceId, from.id) : null;
      if (!accountId) return refused('not_member', groupLanguage);
      return enter(accountId, group.workspaceId, needed, groupLanguage);
    },

    /**
     * Whether the chat is connected, and the language to speak there when nobody acts: its
     * account's, its group's connector's, else the sender's Telegram app's.
     */
    async chatState(
      chat: CommandChat,
      from: User | undefined,
    ): Promise<{ connected: boolean; language: BotLanguage }> {
      let connected: boolean;
      let connector: string | null | undefined;
      if (chat.kind === 'private') {
        [connector] = await deps.chats.accountsOfPrivateChat(chat.id);
        connected = connector !== undefined;
      } else {
        const [group] = await deps.chats.workspacesOfGroup(chat.id);
        connected = group !== undefined;
        connector = group?.connectedBy;
      }
      const language = (await languageOfAccount(connector ?? null)) ?? botLanguage(from?.language_code);
      return { connected, language };
    },
  };
}

export type ChatActor = ReturnType<typeof createChatActor>;
