import { generateRandomString } from 'better-auth/crypto';
import { pages } from '../../../shared/pages';
import type { Language } from '../../platform/i18n';
import type { Mailer } from '../../platform/mailer';
import type { Auth } from './auth';
import { authMailTexts } from './mail-texts';

// A sign-up must not tell whether an email already has an account. better-auth answers 422
// USER_ALREADY_EXISTS when it would sign a new account in at once (REQUIRE_EMAIL_VERIFICATION off);
// that answer becomes the same 200 a new account gets, shaped the same, after the same password
// hashing, and the address's owner gets an email instead. With verification required, better-auth
// already answers alike and calls onExistingUserSignUp, which sends the same email.
//
// What stays different: a new account is signed in, so its answer sets a session cookie. A client
// that reads cookies can still tell; REQUIRE_EMAIL_VERIFICATION=true closes that too.

export const existingEmailCode = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

export function existingAccountMail(issuer: string, publicUrl: string, to: string, language: Language) {
  return {
    to,
    ...authMailTexts[language].existingAccount(
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
