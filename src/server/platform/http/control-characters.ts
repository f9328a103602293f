import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { validationFailed } from './app-error';

// One rule for every text an API request carries, in any field of any route (better-auth's
// included), so that no route has to remember it: no NUL (PostgreSQL text cannot hold it, so it
// would end as a 500) and no other C0 control character. Tab, line feed and carriage return stay
// allowed: multi-line fields (a notification's body, the landing page's features) need them, and
// single-line fields that must not have them say so in their own schema (destinations). No half
// of a character either (an unpaired UTF-16 surrogate, which JSON may carry as \ud800):
// PostgreSQL's jsonb refuses it, a 500 wherever the text is kept in a jsonb column (the settings,
// the audit log), and a text column would quietly keep U+FFFD instead.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function codePointOf(match: RegExpExecArray | null): string | null {
  if (!match) return null;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first forbidden control character of a text, as U+XXXX; null when there is none. */
export function controlCharacterIn(text: string): string | null {
  return codePointOf(forbidden.exec(text));
}

/** The first half of a character (an unpaired surrogate) in a text, as U+XXXX; null when there is none. */
export function brokenCharacterIn(text: string): string | null {
  return codePointOf(unpairedSurrogate.exec(text));
}

function reason(text: string): string | null {
  const control = controlCharacterIn(text);
  if (control === 'U+0000') return 'Remove the NUL character (U+0000): text cannot contain it.';
  if (control) return `Remove the control character (${control}): text cannot contain it.`;
  const broken = brokenCharacterIn(text);
  return broken ? `Remove the broken character (${broken}): text cannot contain it.` : null;
}

/** Every field path (dotted, as the error handler names fields) whose text has a control character. */
export function findControlCharacters(value: unknown, path: string, found: Record<string, string>): void {
  if (typeof value === 'string') {
    const why = reason(value);
    if (why) found[path || 'body'] ??= why;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      findControlCharacters(item, path ? `${path}.${index}` : String(index), found),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      const keyCodePoint = controlCharacterIn(key);
      const keyBroken = keyCodePoint ? null : brokenCharacterIn(key);
      if (keyCodePoint)
        found[path || 'body'] ??= `A field name contains a control character (${keyCodePoint}).`;
      else if (keyBroken)
        found[path || 'body'] ??= `A field name contains a broken character (${keyBroken}).`;
      else findControlCharacters(item, itemPath, found);
    }
  }
}

const refuseControlCharacters: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  const found: Record<string, string> = {};
  findControlCharacters(request.body, '', found);
  // Query and path parameters are named as the error handler names their schema errors.
  findControlCharacters(request.query, 'query', found);
  findControlCharacters(request.params, 'params', found);
  done(Object.keys(found).length > 0 ? validationFailed(found) : undefined);
};

/** Adds the check to every /api route registered after this call (the redirect pays nothing). */
export function refuseControlCharactersInApi(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const existing = route.preValidation;
    route.preValidation = [
      refuseControlCharacters,
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    ];
  });
}
