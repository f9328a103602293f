import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { emailOTP, jwt, twoFactor } from 'better-auth/plugins';
import { passwordRules } from '../../../shared/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  authAccount,
  authJwks,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
} from '../../db/schema/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/net/mailer';
import { languageFromAcceptLanguage } from '../../../shared/i18n';
import type { Language } from '../../platform/text/i18n';
import { confirmationCallback, noteVerifiedNow } from './verification-outcome';
import { otpTwoFactorPlugin } from './otp-two-factor.plugin';
import { existingAccountMail } from './existing-email-sign-up';
import { authMails } from './mail-texts';
import type { Accounts } from './accounts.repo';

/** The header our Fastify route fills with the client address it trusts (see auth.routes.ts). */
export const clientIpHeader = 'x-ringkas-client-ip';

/** The header our Fastify route fills with a sign-up's confirmation callback (see auth.routes.ts). */
export const confirmationCallbackHeader = 'x-ringkas-confirmation-callback';

export interface AuthDeps {
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'requireEmailVerification' | 'trustedOrigins'>;
  db: Db;
  accounts: Pick<Accounts, 'flags' | 'markEmailVerified'>;
  mailer: Mailer;
  /** Creates the profile row of a new account (first account -> admin, trial, its language). */
  onUserCreated: (user: { id: string; email: string; name: string; language: Language }) => Promise<void>;
  /** The language of the account with this email, or null when there is none (yet). */
  languageByEmail: (email: string) => Promise<Language | null>;
  /** Whether an admin disabled the account (no session is made for it). */
  isDisabled: (userId: string) => Promise<boolean>;
  /** Whether the account is admin: a new one is only when it is the install's first. */
  isAdmin: (userId: string) => Promise<boolean>;
  issuer: string;
  logger: FastifyBaseLogger;
}

// Rate limits per client address and window (seconds). Counters live in the database so they
// hold across restarts and across processes.
const rateLimitRules = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-in/email-otp': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  '/send-verification-email': { window: 60, max: 3 },
  '/two-factor/verify-totp': { window: 60, max: 5 },
  '/two-factor/verify-backup-code': { window: 60, max: 5 },
  '/change-password': { window: 60, max: 5 },
};

/** The Accept-Language of the request better-auth is serving, when it has one. */
function acceptLanguage(
  source: { headers?: ConstructorParameters<typeof Headers>[0]; request?: Request | undefined } | null,
) {
  const headers = source?.headers ?? source?.request?.headers;
  return headers ? new Headers(headers).get('accept-language') : null;
}

export function createAuth({
  config,
  db,
  accounts,
  mailer,
  onUserCreated,
  languageByEmail,
  isDisabled,
  isAdmin,
  issuer,
  logger,
}: AuthDeps) {
  const secure = config.publicUrl.startsWith('https://');
  /** An account email's language: the account's, else (no account yet) the request's. */
  const mailLanguage = async (email: string, request: { headers: Headers } | undefined) =>
    (await languageByEmail(email)) ?? languageFromAcceptLanguage(request?.headers.get('accept-language'));
  return betterAuth({
    appName: issuer,
    // better-auth's own messages join our structured log (a wrong password is info, not a warning).
    logger: {
      log(level, message, ...args) {
        const details = args.length > 0 ? { details: args.map(String) } : {};
        if (level === 'error') logger.error(details, `auth: ${message}`);
        else if (level === 'debug') logger.debug(details, `auth: ${message}`);
        else logger.info(details, `auth: ${message}`);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        twoFactor: authTwoFactor,
        jwks: authJwks,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordRules.min,
      maxPasswordLength: passwordRules.max,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // With verification required, a sign-up for a taken email answers as a new one does
      // (better-auth's own), and the owner hears of it (auth.routes.ts does the same otherwise).
      async onExistingUserSignUp({ user }, request) {
        const language = await mailLanguage(user.email, request);
        if (user.emailVerified) {
          await mailer.send(existingAccountMail(issuer, config.publicUrl, user.email, language));
          return;
        }
        // Never confirmed: most likely its owner registering again for a lost link, who could not
        // sign in to follow the other email's advice. A new link, as a new account gets.
        const token = await createEmailVerificationToken(
          config.authSecret,
          user.email,
          undefined,
          undefined,
          {
            userId: user.id,
          },
        );
        const callback = confirmationCallback(request?.headers.get(confirmationCallbackHeader));
        const url = `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callback)}`;
        await mailer.send({ to: user.email, ...authMails.verifyEmail(language, issuer, url) });
      },
      async sendResetPassword({ user, url }, request) {
        const language = await mailLanguage(user.email, request);
        await mailer.send({ to: user.email, ...authMails.resetPassword(language, issuer, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // Runs only for an address verified just now: the callback then says so (see the module).
      async afterEmailVerification(_user, request) {
        noteVerifiedNow(request);
      },
      async sendVerificationEmail({ user, url }, request) {
        // The install's first account was confirmed as it was made (see user.create.after).
        if ((await accounts.flags(user.id))?.emailVerified) return;
        const language = await mailLanguage(user.email, request);
        // Logged, not thrown: a signed-out "send it again" answers alike for every address (ADR
        // 0021), and a failure only an unconfirmed account's mail can meet would tell it apart.
        await mailer
          .send({ to: user.email, ...authMails.verifyEmail(language, issuer, url) })
          .catch((error: unknown) => logger.error({ err: error }, 'confirmation email failed'));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request checks the session row, so a revoked session stops at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: rateLimitRules,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      // Origin/CSRF checks stay on in every environment (better-auth turns them off under test).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever way it signs in.
          before: async (session) => {
            if (await isDisabled(session.userId)) {
              throw new APIError('FORBIDDEN', {
                message: 'This account is disabled. Contact the site administrator.',
              });
            }
          },
        },
      },
      user: {
        create: {
          // A new account speaks the language its sign-up was made in (the browser's, or the
          // one chosen on the public pages), until its settings say otherwise.
          after: async (user, context) => {
            await onUserCreated({
              id: user.id,
              email: user.email,
              name: user.name,
              language: languageFromAcceptLanguage(acceptLanguage(context)),
            });
            // The first account of an empty install (the one made admin) needs no confirmation:
            // it is the operator's, made before any mail may be set up. auth.routes.ts signs it in.
            if (await isAdmin(user.id)) await accounts.markEmailVerified(user.id);
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer }),
      emailOTP({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        // A code sign-in never creates an account; unknown emails get the same answer, no email.
        disableSignUp: true,
        async sendVerificationOTP({ email, otp }, context) {
          const language =
            (await languageByEmail(email)) ?? languageFromAcceptLanguage(acceptLanguage(context ?? null));
          await mailer.send({ to: email, ...authMails.signInCode(language, issuer, otp) });
        },
      }),
      otpTwoFactorPlugin(),
      // Tokens from GET /api/auth/token, keys from the JWKS. Not a new token in a header of every
      // session read: each request's session check would read the keys and sign one no client asks for.
      jwt({ disableSettingJwtHeader: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
