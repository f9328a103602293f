import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountNameSchema } from '../../../shared/account';
import type { Config } from '../../config';
import { AppError, validationFailed } from '../../platform/http/app-error';
import { requestLanguage, type Language } from '../../platform/text/i18n';
import { authText, betterAuthMessagesId, betterAuthRateLimitedId } from './texts-id';
import type { Mailer } from '../../platform/net/mailer';
import { clientIpHeader, confirmationCallbackHeader, type Auth } from './auth';
import { isCommonPassword, tooCommonMessage } from './common-passwords';
import { answerExistingEmailSignUp, existingEmailCode } from './existing-email-sign-up';
import { confirmationCallback, withVerificationOutcome } from './verification-outcome';
import type { Accounts } from './accounts.repo';
import { signInFirstAccount } from './first-account';

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader || name === confirmationCallbackHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY; a client-sent value of this header is never believed.
  headers.set(clientIpHeader, request.ip);
  // A sign-up's callback (made safe by keepConfirmationCallback) for better-auth's hook on an
  // address that registers again, which gets the request without its body.
  const callback = (request.body as { callbackURL?: unknown } | undefined)?.callbackURL;
  if (request.url.split('?')[0] === '/api/auth/sign-up/email' && typeof callback === 'string') {
    headers.set(confirmationCallbackHeader, callback);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/**
 * better-auth's refusal in the reader's language: its message by its code (texts-id.ts),
 * or a message of ours (a disabled account) from the catalogues. English passes as it is.
 */
async function inReaderLanguage(response: Response, language: Language): Promise<Response> {
  if (language === 'en' || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (!body || typeof body.message !== 'string') return response;
  const message =
    (typeof body.code === 'string' ? betterAuthMessagesId[body.code] : undefined) ??
    (response.status === 429 ? betterAuthRateLimitedId : undefined) ??
    authText.translated(body.message, language);
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}

/** Where each endpoint that sets a password takes the new one. */
const newPasswordField: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

/**
 * Refuses a common password before better-auth sees the request, so that the answer is the same
 * whether or not the email of a sign-up has an account.
 */
function refuseCommonPassword(path: string, body: unknown): void {
  const field = newPasswordField[path];
  if (!field || body === null || typeof body !== 'object') return;
  const password = (body as Record<string, unknown>)[field];
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError(400, 'validation_failed', tooCommonMessage, { [field]: tooCommonMessage });
  }
}

/** Where a request sets the account's display name, and whether it must. */
const nameRequired: Record<string, boolean> = {
  '/api/auth/sign-up/email': true,
  '/api/auth/update-user': false,
};

/**
 * Holds a display name set through better-auth to Profile's rule (required, one line, at most 100
 * characters), and passes it on trimmed. Before the email is looked up, so a taken one answers alike.
 */
function checkName(path: string, body: unknown): void {
  const required = nameRequired[path];
  if (required === undefined || body === null || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  if (!required && fields.name === undefined) return;
  const parsed = accountNameSchema.safeParse(typeof fields.name === 'string' ? fields.name : '');
  if (!parsed.success) throw validationFailed({ name: parsed.error.issues[0]!.message });
  fields.name = parsed.data;
}

/** The endpoints that email a confirmation link, whose callbackURL is where the link lands. */
const confirmationSenders = new Set(['/api/auth/sign-up/email', '/api/auth/send-verification-email']);

/**
 * A confirmation link lands on /auth/callback, carrying at most a path on this site to open once
 * confirmed (a checkout chosen before registering): any other callback asked for is replaced.
 */
function keepConfirmationCallback(path: string, body: unknown): void {
  if (!confirmationSenders.has(path) || body === null || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  fields.callbackURL = confirmationCallback(fields.callbackURL);
}

export const authRoutes =
  (
    auth: Auth,
    config: Pick<Config, 'publicUrl'>,
    deps: {
      mailer: Mailer;
      issuer: string;
      languageByEmail(email: string): Promise<Language | null>;
      accounts: Pick<Accounts, 'flags'>;
    },
  ): FastifyPluginAsync =>
  async (app) => {
    // GET|POST /api/auth/* - better-auth: sign-up/in/out, sessions, reset, email codes, 2FA, JWKS
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        const path = request.url.split('?')[0]!;
        if (request.method === 'POST') {
          refuseCommonPassword(path, request.body);
          checkName(path, request.body);
          keepConfirmationCallback(path, request.body);
        }
        const fetchRequest = toFetchRequest(request, config.publicUrl);
        let response = await auth.handler(fetchRequest);
        if (path === '/api/auth/sign-up/email' && response.status === 422) {
          const refusal = (await response
            .clone()
            .json()
            .catch(() => ({}))) as { code?: string };
          if (refusal.code === existingEmailCode) {
            const { email } = request.body as { email: string };
            const answer = await answerExistingEmailSignUp(
              auth,
              {
                mailer: deps.mailer,
                issuer: deps.issuer,
                language: (await deps.languageByEmail(email)) ?? requestLanguage(request),
                publicUrl: config.publicUrl,
                onMailError: (error) =>
                  request.log.error({ err: error }, 'the existing account email could not be sent'),
              },
              request.body as { email: string; name: string; password: string },
            );
            response = Response.json(answer);
          }
        }
        if (path === '/api/auth/sign-up/email') {
          const { email, password } = request.body as { email: string; password: string };
          response = await signInFirstAccount(auth, deps.accounts, fetchRequest, response, {
            email,
            password,
          });
        }
        if (response.status >= 400) response = await inReaderLanguage(response, requestLanguage(request));
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') reply.header(name, value);
        });
        const location = response.headers.get('location');
        if (location && new URL(fetchRequest.url).pathname === '/api/auth/verify-email') {
          reply.header('location', withVerificationOutcome(fetchRequest, location));
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
