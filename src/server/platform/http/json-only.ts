import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError, invalidJson } from './app-error';

// The API speaks JSON only. Any other body (a form post, text/plain) is refused with a clear 4xx
// rather than parsed: accepting JSON as text/plain would open the API to cross-site forms.

/** No request of ours nests deeper; a deeper body is an attack on the parser or the validators. */
export const maxJsonDepth = 32;

export const tooDeep = () =>
  new AppError(400, 'invalid_json', `The request body nests deeper than ${maxJsonDepth} levels.`, {
    body: `Send JSON nested at most ${maxJsonDepth} levels deep.`,
  });

/**
 * The deepest nesting of arrays and objects in a JSON text, stopping once it passes `limit`.
 * Read on the text before parsing, so a hostile body never becomes a deep structure at all.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Parses a JSON body as Fastify's own parser would (no __proto__ or constructor.prototype keys). */
function parseJsonBody(text: string): unknown {
  if (text === '') throw invalidJson('the body is empty');
  if (jsonDepthExceeds(text, maxJsonDepth)) throw tooDeep();
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    throw invalidJson((error as Error).message);
  }
}

export function acceptJsonOnly(app: FastifyInstance): void {
  // Every JSON body, better-auth's included (its route hands the parsed body on), comes through
  // here: one place for the depth limit.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      parseJsonBody(String(body));
    } catch (error) {
      done(error as AppError, undefined);
      return;
    }
    done(
      new AppError(
        415,
        'unsupported_media_type',
        'Send the body as JSON with Content-Type: application/json.',
        {
          body: 'Send the body as JSON with Content-Type: application/json.',
        },
      ),
      undefined,
    );
  });
}
