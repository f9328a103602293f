import { defineModule } from '../../platform/wiring/module';
import { createProfiles, type Profiles } from './profiles';

export type { ProfileRow } from './profiles.repo';
export type { AccountRow } from './account-list.repo';
export type { NewAccountProfile, Profiles } from './profiles';

declare module '../../platform/wiring/module' {
  interface Services {
    profiles: Profiles;
  }
  interface AppEvents {
    /**
     * An account was made, in its profile's transaction: its personal workspace and its trial
     * (until `trialUntil`, null: none) are made in the same one.
     */
    'account.created': { userId: string; name: string; username: string; trialUntil: Date | null };
  }
}

/**
 * The account directory, at the bottom of the module graph: each account's profile (name,
 * username, language, time zone, default domain, theme, admin and disabled flags), looked up by
 * id or email, and the admin's account list. Every module that must know who an account is asks
 * here; what an account may do is billing's answer.
 */
export const profilesModule = defineModule({
  name: 'profiles',
  needs: ['admin'],
  provides: ['profiles'],
  create: ({ admin }, { db, events, now }) => ({
    name: 'profiles',
    provides: {
      profiles: createProfiles({ db, events, trialDays: () => admin.brand.trialDays(), now }),
    },
  }),
});
