import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Language } from '../../platform/text/i18n';
import type { Mailer } from '../../platform/net/mailer';
import { defineModule, type AppModule } from '../../platform/wiring/module';
import type { NewAccountProfile } from '../profiles';
import type { FastifyBaseLogger } from 'fastify';
import { createAccountsRepo, type Accounts } from './accounts.repo';
import { createAuth } from './auth';
import { authRoutes } from './auth.routes';
import { createSessionReader, type SessionReader } from './sessions';
import { authTextsId } from './texts-id';

export type { AccountFlags, Accounts } from './accounts.repo';
export type { SessionReader, SessionUser } from './sessions';

export interface AuthApi {
  readSession: SessionReader;
  accounts: Accounts;
}

/**
 * better-auth under /api/auth (password, email code, TOTP, JWT/JWKS, rate limits in the
 * database) and the session reader.
 */
export function createAuthModule(deps: {
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'requireEmailVerification' | 'trustedOrigins'>;
  db: Db;
  mailer: Mailer;
  /** The brand's app name, shown by authenticator apps. */
  issuer: string;
  logger: FastifyBaseLogger;
  /** Is the account disabled? Asked of the database: a sign-in never slips through a stale answer. */
  isDisabled: (userId: string) => Promise<boolean>;
  /** Is the account admin (a new one is only when it is the first)? */
  isAdmin: (userId: string) => Promise<boolean>;
  /** The language of the account with this email (null: none). */
  languageByEmail: (email: string) => Promise<Language | null>;
  /** Writes a new account's profile (before its sign-up is answered). */
  createProfile: (account: NewAccountProfile) => Promise<void>;
}): AppModule<{ auth: AuthApi }> {
  const accounts = createAccountsRepo(deps.db);
  const auth = createAuth({ ...deps, accounts, onUserCreated: deps.createProfile });
  return {
    name: 'auth',
    provides: { auth: { readSession: createSessionReader(auth), accounts } },
    routes: () => [
      authRoutes(auth, deps.config, {
        mailer: deps.mailer,
        issuer: deps.issuer,
        languageByEmail: deps.languageByEmail,
        accounts,
      }),
    ],
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    auth: AuthApi;
  }
}

export const authModule = defineModule({
  name: 'auth',
  needs: ['admin', 'profiles'],
  provides: ['auth'],
  texts: authTextsId,
  create: async ({ admin, profiles }, { config, db, mailer, logger }) =>
    createAuthModule({
      config,
      db,
      mailer,
      issuer: (await admin.brand.getBrand()).app_name,
      logger,
      isDisabled: async (userId) => Boolean((await profiles.findById(userId))?.disabledAt),
      isAdmin: async (userId) => Boolean((await profiles.findById(userId))?.isAdmin),
      languageByEmail: (email) => profiles.languageByEmail(email),
      createProfile: (account) => profiles.createProfile(account),
    }),
});
