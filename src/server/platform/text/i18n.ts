import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/errors';
import {
  createTranslator,
  languageFromAcceptLanguage,
  type Catalogue,
  type Language,
} from '../../../shared/i18n';
import { messagesId } from '../../../shared/messages-id';
import { platformTextsId } from './texts-id';

// The server's one way of writing for a reader in English or Indonesian. English is every text's
// id: the code writes English (a refusal, a notice, a mail's line), and a catalogue maps each
// English text, or its pattern with {placeholders}, to Indonesian. Each module owns the catalogue
// of the sentences its code writes (its texts-id.ts, declared with its module definition); the
// platform owns the answers' frame (texts-id.ts here); the shared schemas' messages have theirs
// in src/shared. src/server/texts.test.ts reads the sources and fails when a module's sentence is
// missing from its own catalogue (ADR 0025).
//
// A request is answered in its reader's language: the signed-in account's setting when the
// request has a principal (session or API key), else the request's Accept-Language. Mail,
// notifications and Telegram messages are written in the recipient's account language.

export type { Catalogue, Language } from '../../../shared/i18n';

/** Whom a text is written for: their language, and their time zone for dates. */
export interface Reader {
  language: Language;
  timeZone: string;
}

/** The language to answer this request in. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.principal?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

/** A text's values: what its {placeholders} stand for. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Texts in a reader's language, over catalogues: a module's own, then the platform's and the shared ones. */
export interface Texts {
  /** Written English (a refusal, a stored reason) in the reader's language; undefined if no catalogue knows it. */
  translated(text: string, language: Language): string | undefined;
  /** The same, or the English as it is when no catalogue knows it. */
  local(text: string, language: Language): string;
  /** Stored English of several sentences (a notice), each sentence in the reader's language. */
  sentences(text: string, language: Language): string;
  /**
   * A text made from its English template (the catalogue's key) and its values, in the reader's
   * language: the way to write a text whose values are already the reader's (a date, a list).
   */
  say(language: Language, template: string, values?: TextValues): string;
}

const placeholder = /\{(\w+)\}/g;

function fill(template: string, values: TextValues | undefined): string {
  if (!values) return template;
  return template.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Texts over a module's catalogues (first wins), then the platform's and the shared schemas'. */
export function textsOf(...catalogues: Catalogue[]): Texts {
  const all = [...catalogues, platformTextsId, messagesId];
  const translate = createTranslator(...all);
  const translated = (text: string, language: Language) => (language === 'en' ? text : translate(text));
  const local = (text: string, language: Language) => translated(text, language) ?? text;
  return {
    translated,
    local,
    sentences(text, language) {
      if (language === 'en') return text;
      return text
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => local(sentence, language))
        .join(' ');
    },
    say(language, template, values) {
      if (language === 'en') return fill(template, values);
      const target = all.find((catalogue) => template in catalogue)?.[template];
      return fill(target ?? template, values);
    },
  };
}

/** The platform's own texts (the answers' frame), for the platform's code. */
export const platformTexts = textsOf();

/**
 * Every error code's own sentence: the answer's `message` when the server has nothing more
 * precise to say, or when its precise English has no Indonesian (platformTextsId has theirs).
 */
export const errorCodeMessages: Record<ErrorCode, string> = {
  bad_request: 'The request is not valid.',
  validation_failed: 'Some fields are invalid.',
  invalid_json: 'The request body is not valid JSON.',
  unauthorized: 'Sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'Not found.',
  conflict: 'This clashes with the current state. Reload the page and try again.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Send the body as JSON with Content-Type: application/json.',
  rate_limited: 'Too many requests. Try again later.',
  limit_reached: "You have reached your plan's limit.",
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is unavailable right now. Try again in a few seconds.',
  upstream_unavailable: 'A service we depend on did not answer. Try again in a moment.',
};

/** A field's reason when its English has no Indonesian (the catalogue tests keep this rare). */
export const invalidValueMessage = 'This value is invalid.';

/** "a", "a and b", "a, b and c", in the reader's words. */
export function listOf(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${language === 'id' ? 'dan' : 'and'} ${items.at(-1)}`;
}

/** A date (and time) as the reader writes it, in their time zone: "4 Mei 2026" / "May 4, 2026". */
export function formatDate(
  date: Date,
  language: Language,
  timeZone = 'UTC',
  style: 'date' | 'dateTime' = 'date',
): string {
  const locale = language === 'id' ? 'id-ID' : 'en-US';
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
    timeZone: zone,
  }).format(date);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
