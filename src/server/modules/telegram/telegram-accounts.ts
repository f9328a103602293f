import type { ChatKind } from '../../../shared/telegram';
import type { Subscriptions } from '../billing';
import type { Profiles } from '../profiles';
import type { ChatsRepo } from './chats.repo';
import type { TelegramOfUser } from './connections.service';

// What the telegram module knows of accounts: their chats (its own table), their language (the
// profile's) and who is on a plan (an announcement's audience, billing's answer).

export function createTelegramAccounts(deps: {
  profiles: Pick<Profiles, 'findById'>;
  subscribers: Pick<Subscriptions, 'accountsOnPlan' | 'countOnPlan' | 'onPlan'>;
  chats: ChatsRepo;
}) {
  return {
    async telegramOf(userId: string): Promise<TelegramOfUser | null> {
      const [profile, connected] = await Promise.all([
        deps.profiles.findById(userId),
        deps.chats.chatsOf(userId),
      ]);
      if (!profile) return null;
      return {
        privateChat: connected?.privateChat ?? null,
        groupChat: connected?.groupChat ?? null,
        language: profile.language,
      };
    },
    async setTelegramChat(userId: string, kind: ChatKind, chatId: string | null): Promise<boolean> {
      if (!(await deps.profiles.findById(userId))) return false;
      await deps.chats.setChat(userId, kind, chatId);
      return true;
    },
    clearTelegramChat: (chatId: string) => deps.chats.clearChat(chatId),
    audiencePage: (plan: string | null, after: string | null, limit: number) =>
      deps.subscribers.accountsOnPlan(plan, after, limit),
    async countAudience(plan: string | null): Promise<{ all: number; withTelegram: string[] }> {
      const [all, withTelegram] = await Promise.all([
        deps.subscribers.countOnPlan(plan),
        deps.chats.connectedIds().then((ids) => deps.subscribers.onPlan(ids, plan)),
      ]);
      return { all, withTelegram };
    },
  };
}
