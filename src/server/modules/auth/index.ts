import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Language } from '../../platform/i18n';
import type { Mailer } from '../../platform/mailer';
import type { AppModule } from '../../platform/module';
import type { FastifyBaseLogger } from 'fastify';
import { createAccountsRepo, type Accounts } from './accounts.repo';
import { createAuth } from './auth';
import { authRoutes } from './auth.routes';
import { createSessionReader, type SessionReader } from './sessions';

export type { AccountFlags, Accounts } from './accounts.repo';
export type { SessionReader, SessionUser } from './sessions';

export type NewAccount = { id: string; email: string; name: string; language: Language };

export interface AuthApi {
  readSession: SessionReader;
  accounts: Accounts;
  /** Called once for every account created (the users module writes its profile). */
  onAccountCreated(hook: (account: NewAccount) => Promise<void>): void;
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
  /** The users module's answer (created after this one): is the account disabled? */
  isDisabled: (userId: string) => Promise<boolean>;
  /** The users module's answer: is the account admin (a new one is only when it is the first)? */
  isAdmin: (userId: string) => Promise<boolean>;
  /** The users module's answer: the language of the account with this email (null: none). */
  languageByEmail: (email: string) => Promise<Language | null>;
}): AppModule<AuthApi> {
  const hooks: ((account: NewAccount) => Promise<void>)[] = [];
  const accounts = createAccountsRepo(deps.db);
  const auth = createAuth({
    ...deps,
    accounts,
    onUserCreated: async (account) => {
      for (const hook of hooks) await hook(account);
    },
  });
  return {
    name: 'auth',
    api: {
      readSession: createSessionReader(auth),
      accounts,
      onAccountCreated: (hook) => void hooks.push(hook),
    },
    routes: [
      authRoutes(auth, deps.config, {
        mailer: deps.mailer,
        issuer: deps.issuer,
        languageByEmail: deps.languageByEmail,
        accounts,
      }),
    ],
  };
}
