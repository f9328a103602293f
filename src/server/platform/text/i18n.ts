import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/errors';
import { createTranslator, languageFromAcceptLanguage, type Language } from '../../../shared/i18n';
import { messagesId } from '../../../shared/messages-id';
import { serverMessagesId } from './messages-id';

// The server's side of English and Indonesian. A request is answered in its reader's language:
// the signed-in account's setting when the request has a principal (session or API key), else
// the request's Accept-Language (id, id-ID... -> Indonesian; anything else -> English). Texts the
// server writes in English (the shared schemas' reasons, the services' refusals) keep English as
// their id; the shared catalogue and the server's own (messages-id.ts) give their Indonesian.
// Mail, notifications and Telegram messages are written per language where they are made (each
// module's *-texts.ts), in the recipient's account language.

export type { Language } from '../../../shared/i18n';

/** Whom a text is written for: their language, and their time zone for dates. */
export interface Reader {
  language: Language;
  timeZone: string;
}

/** The language to answer this request in. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.principal?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

const translate = createTranslator(messagesId, serverMessagesId);

/** An English text the server sends, in Indonesian when asked for; undefined when no catalogue knows it. */
export function translatedText(text: string, language: Language): string | undefined {
  return language === 'en' ? text : translate(text);
}

/** An English text the server sends in the reader's language, or as it is when no catalogue knows it. */
export function localText(text: string, language: Language): string {
  return translatedText(text, language) ?? text;
}

/** Stored English of several sentences (a notice), each sentence in the reader's language. */
export function localSentences(text: string, language: Language): string {
  if (language === 'en') return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => localText(sentence, language))
    .join(' ');
}

/**
 * Every error code's own sentence in both languages: the answer's `message` when the server has
 * nothing more precise to say, or when its precise English has no Indonesian.
 */
export const errorCodeMessages: Record<ErrorCode, Record<Language, string>> = {
  bad_request: { en: 'The request is not valid.', id: 'Permintaan tidak valid.' },
  validation_failed: { en: 'Some fields are invalid.', id: 'Beberapa isian tidak valid.' },
  invalid_json: {
    en: 'The request body is not valid JSON.',
    id: 'Isi permintaan bukan JSON yang valid.',
  },
  unauthorized: { en: 'Sign in to continue.', id: 'Masuk untuk melanjutkan.' },
  forbidden: {
    en: 'You do not have permission to do this.',
    id: 'Anda tidak memiliki izin untuk melakukan ini.',
  },
  not_found: { en: 'Not found.', id: 'Tidak ditemukan.' },
  conflict: {
    en: 'This clashes with the current state. Reload the page and try again.',
    id: 'Permintaan ini bertentangan dengan data saat ini. Muat ulang halaman, lalu coba lagi.',
  },
  payload_too_large: { en: 'The request is too large.', id: 'Permintaan terlalu besar.' },
  unsupported_media_type: {
    en: 'Send the body as JSON with Content-Type: application/json.',
    id: 'Kirim isi permintaan sebagai JSON dengan Content-Type: application/json.',
  },
  rate_limited: {
    en: 'Too many requests. Try again later.',
    id: 'Terlalu banyak permintaan. Coba lagi nanti.',
  },
  limit_reached: {
    en: "You have reached your plan's limit.",
    id: 'Anda sudah mencapai batas paket Anda.',
  },
  internal_error: {
    en: 'Something went wrong on our side. Please try again.',
    id: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
  },
  service_unavailable: {
    en: 'The service is unavailable right now. Try again in a few seconds.',
    id: 'Layanan sedang tidak tersedia. Coba lagi dalam beberapa detik.',
  },
  upstream_unavailable: {
    en: 'A service we depend on did not answer. Try again in a moment.',
    id: 'Layanan yang kami andalkan tidak menjawab. Coba lagi sebentar lagi.',
  },
};

/** A field's reason when its English has no Indonesian (the catalogue tests keep this rare). */
export const invalidValueMessage: Record<Language, string> = {
  en: 'This value is invalid.',
  id: 'Nilai ini tidak valid.',
};

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
