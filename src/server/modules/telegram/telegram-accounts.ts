import type { Subscriptions } from '../billing';
import type { Profiles } from '../profiles';
import type { ChatsRepo } from './chats.repo';
import type { TelegramOfUser } from './connections.service';

// What the telegram module knows of accounts: their private chats (its own table), their language
// (the profile's) and who is on a plan (an announcement's audience, billing's answer).

export function createTelegramAccounts(deps: {
  profiles: Pick<Profiles, 'findById'>;
  subscribers: Pick<Subscriptions, 'accountsOnPlan' | 'countOnPlan' | 'onPlan'>;
  chats: ChatsRepo;
}) {
  return {
    async telegramOf(userId: string): Promise<TelegramOfUser | null> {
      const [profile, privateChat] = await Promise.all([
        deps.profiles.findById(userId),
        deps.chats.privateChatOf(userId),
      ]);
      if (!profile) return null;
      return { privateChat, language: profile.language };
    },
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
