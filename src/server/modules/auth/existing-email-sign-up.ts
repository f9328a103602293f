import { generateRandomString } from 'better-auth/crypto';
import { pages } from '../../../shared/pages';
import type { Language } from '../../platform/text/i18n';
import type { Mailer } from '../../platform/net/mailer';
import type { Auth } from './auth';
import { authMails } from './mail-texts';

// A sign-up must not tell whether an email already has an account (ADR 0021). With verification
// required (the default) better-auth answers alike itself, without a session either way, and calls
// onExistingUserSignUp, which emails the owner. With REQUIRE_EMAIL_VERIFICATION=false it answers
// 422 USER_ALREADY_EXISTS, as it would sign a new account in at once; that answer becomes the same
// 200 a new account gets, shaped the same, after the same password hashing, and the owner gets
// the same email. What then stays different, by the operator's choice: a new account is signed
// in, so only its answer sets a session cookie.

export const existingEmailCode = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

export function existingAccountMail(issuer: string, publicUrl: string, to: string, language: Language) {
  return {
    to,
    ...authMails.existingAccount(
      language,
      issuer,
      `${publicUrl}${pages.login.path}`,
      `${publicUrl}${pages.forgotPassword.path}`,
    ),
  };
}

/** The answer a new account would get, for an email that has one already (and the owner's email). */
export async function answerExistingEmailSignUp(
  auth: Auth,
  deps: {
    mailer: Mailer;
    issuer: string;
    publicUrl: string;
    /** The account's language (the email has one). */
    language: Language;
    onMailError(error: unknown): void;
  },
  body: { email: string; name: string; password: string; image?: string | undefined },
): Promise<unknown> {
  const context = await auth.$context;
  // As long as creating an account takes: its hash is most of it.
  await context.password.hash(body.password);
  const email = body.email.toLowerCase();
  // A mail that cannot go out is logged, as a new account's verification email is: the answer
  // must not differ.
  await deps.mailer
    .send(existingAccountMail(deps.issuer, deps.publicUrl, email, deps.language))
    .catch((error: unknown) => deps.onMailError(error));
  const now = new Date().toISOString();
  return {
    token: generateRandomString(32),
    user: {
      name: body.name,
      email,
      emailVerified: false,
      image: body.image ?? null,
      createdAt: now,
      updatedAt: now,
      twoFactorEnabled: false,
      id: generateRandomString(32),
    },
  };
}
