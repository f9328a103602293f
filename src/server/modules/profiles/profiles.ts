import { languageOf, type Language } from '../../../shared/i18n';
import type { Reader } from '../../platform/text/i18n';
import type { Db } from '../../db/client';
import type { Platform } from '../../platform/wiring/module';
import { createAccountListRepo } from './account-list.repo';
import { createProfilesRepo, type ProfileRow } from './profiles.repo';

const dayMs = 24 * 60 * 60 * 1000;

export interface NewAccountProfile {
  id: string;
  email: string;
  name: string;
  language?: Language;
}

/** The spec's fallback username: the part of the email before the at sign, made valid. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 28);
  return local.length >= 3 ? local : `${local}user`.slice(0, 28);
}

export function createProfiles(deps: {
  db: Db;
  events: Platform['events'];
  /** The brand's trial_period setting, in days. */
  trialDays: () => Promise<number>;
  now: () => Date;
}) {
  const repo = createProfilesRepo(deps.db);
  return {
    ...repo,
    ...createAccountListRepo(deps.db),

    /**
     * Called once per new account: its profile, first-account admin, the one-time free trial. The
     * account's personal workspace and its trial come in the same transaction ('account.created').
     */
    async createProfile(account: NewAccountProfile): Promise<void> {
      const now = deps.now();
      const trialDays = await deps.trialDays();
      const trialUntil = trialDays > 0 ? new Date(now.getTime() + trialDays * dayMs) : null;
      await deps.events.transaction(async (tx, emit) => {
        const username = await repo.createIfMissingIn(tx, {
          id: account.id,
          email: account.email,
          name: account.name,
          username: usernameFromEmail(account.email),
          trialStartedAt: trialUntil ? now : null,
          ...(account.language ? { language: account.language } : {}),
        });
        if (username !== null) {
          await emit('account.created', { userId: account.id, name: account.name, username, trialUntil });
        }
      });
    },

    /** The language of the account with this email (any case); null: no such account. */
    async languageByEmail(email: string): Promise<Language | null> {
      const language = await repo.languageByEmail(email);
      return language === null ? null : languageOf(language);
    },

    /** The account's language and time zone: what it is told is written in them. */
    async readerOf(id: string): Promise<Reader> {
      const row = await repo.findById(id);
      return { language: languageOf(row?.language), timeZone: row?.timezone ?? 'UTC' };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
export type { ProfileRow };
