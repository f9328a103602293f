import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

// better-auth's two-factor plugin only intercepts password sign-ins: a sign-in with an emailed code
// would skip the TOTP step. This hook applies the same challenge to /sign-in/email-otp: the new
// session is dropped and the two-factor cookie is set, so /two-factor/verify-totp (or a backup
// code) must follow. Trusted-device cookies are not honoured here: an emailed code plus a stolen
// trusted-device cookie must not be enough.

// The two-factor plugin's own cookie name and attempt bookkeeping (plugins/two-factor/constant).
const twoFactorCookieName = 'two_factor';
const challengeMaxAgeSeconds = 600;

export const otpTwoFactorPlugin = (): BetterAuthPlugin => ({
  id: 'ringkas-otp-two-factor',
  hooks: {
    after: [
      {
        matcher: (context) => context.path === '/sign-in/email-otp',
        handler: createAuthMiddleware(async (ctx) => {
          const data = ctx.context.newSession as {
            user: { id: string; twoFactorEnabled?: boolean | null };
            session: { token: string };
          } | null;
          if (!data?.user.twoFactorEnabled) return;

          deleteSessionCookie(ctx, true);
          await ctx.context.internalAdapter.deleteSession(data.session.token);
          ctx.context.setNewSession(null);

          const cookie = ctx.context.createAuthCookie(twoFactorCookieName, {
            maxAge: challengeMaxAgeSeconds,
          });
          const identifier = `2fa-${generateRandomString(20)}`;
          const expiresAt = new Date(Date.now() + challengeMaxAgeSeconds * 1000);
          await ctx.context.internalAdapter.createVerificationValue({
            value: data.user.id,
            identifier,
            expiresAt,
          });
          await ctx.context.internalAdapter.createVerificationValue({
            value: '0',
            identifier: `2fa-attempts-${identifier}`,
            expiresAt,
          });
          await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
          return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
        }),
      },
    ],
  },
});
