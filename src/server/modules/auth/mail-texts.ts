import type { Language, TextValues } from '../../platform/text/i18n';
import { authText } from './texts-id';

// The account emails in the reader's language: the account's, or for an address with no account
// yet the language of the request that sent it. `issuer` is the brand's app name. Each paragraph
// is a text of auth's catalogue.

export interface MailText {
  subject: string;
  text: string;
}

function mail(language: Language, subject: string, paragraphs: string[], values: TextValues): MailText {
  return {
    subject: authText.say(language, subject, values),
    text: paragraphs.map((paragraph) => authText.say(language, paragraph, values)).join('\n\n'),
  };
}

export const authMails = {
  resetPassword: (language: Language, issuer: string, url: string) =>
    mail(
      language,
      'Reset your {issuer} password',
      [
        'Someone asked to reset the password of your {issuer} account.',
        'Set a new password: {url}',
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this email.',
      ],
      { issuer, url },
    ),
  verifyEmail: (language: Language, issuer: string, url: string) =>
    mail(
      language,
      'Confirm your email for {issuer}',
      ['Confirm your email address: {url}', 'If you did not create an account, ignore this email.'],
      { issuer, url },
    ),
  signInCode: (language: Language, issuer: string, otp: string) =>
    mail(
      language,
      'Your {issuer} sign-in code: {otp}',
      [
        'Your sign-in code is {otp}',
        'It expires in 5 minutes. If you did not try to sign in, ignore this email.',
      ],
      { issuer, otp },
    ),
  existingAccount: (language: Language, issuer: string, signInUrl: string, resetUrl: string) =>
    mail(
      language,
      'Someone tried to sign up to {issuer} with your email',
      [
        'Someone tried to create a {issuer} account with this email address, which already has one.',
        'If that was you, sign in: {signInUrl}\nForgot your password? Reset it: {resetUrl}',
        'If it was not you, ignore this email: nothing has changed on your account.',
      ],
      { issuer, signInUrl, resetUrl },
    ),
};
