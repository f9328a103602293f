import { defineModule } from '../../platform/wiring/module';
import { createProfiles, type Profiles } from './profiles';

export type { ProfileRow } from './profiles.repo';
export type { NewAccountProfile, Profiles } from './profiles';

declare module '../../platform/wiring/module' {
  interface Services {
    profiles: Profiles;
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
  create: ({ admin }, { db, now }) => ({
    name: 'profiles',
    provides: {
      profiles: createProfiles({ db, trialDays: () => admin.brand.trialDays(), now }),
    },
  }),
});
