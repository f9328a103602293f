import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, ZodError, type ZodType } from 'zod';
import type { ErrorBody, ErrorCode } from '../../../shared/errors';
import { AppError, invalidJson, notFound } from './app-error';
import {
  databaseUnavailable,
  isDatabaseUnavailable,
  retryAfterSeconds,
} from '../runtime/database-unavailable';
import {
  errorCodeMessages,
  invalidValueMessage,
  platformTexts,
  requestLanguage,
  type Language,
  type Texts,
} from '../text/i18n';

// The single funnel from thrown errors to HTTP answers: every error leaves as ErrorBody, every
// invalid field is named, and a 5xx never shows internals.

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * Zod's own messages ("Too small: expected string to have >=1 characters") are whole but may lack
 * the closing stop; ours already are sentences. Each reads on its own under its field.
 */
function sentence(message: string): string {
  const trimmed = message.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= sentence(issue.message);
  }
  return fields;
}

/** zod's own messages (not our schemas'), per language: its locales. */
const zodLocales: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  id: z.locales.id().localeError,
};

const requestParts = {
  body: (request: FastifyRequest) => request.body,
  querystring: (request: FastifyRequest) => request.query,
  params: (request: FastifyRequest) => request.params,
  headers: (request: FastifyRequest) => request.headers,
} as const;

/**
 * A request part that failed its schema, parsed again with zod's messages in the reader's
 * language. The route's validator cannot see the request (fastify-type-provider-zod compiles one
 * per route), so its issues carry the default (English) messages; parsing again, with a per-parse
 * error map, rewrites zod's own messages only: a schema's own message takes precedence over it,
 * and is translated from the catalogues afterwards. Null when the part cannot be read again.
 */
function reparse(
  request: FastifyRequest,
  context: string,
  language: Language,
): { issues: z.core.$ZodIssue[]; zodMessages: Set<string> } | null {
  const read = requestParts[context as keyof typeof requestParts];
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
  if (!read || !(schema instanceof z.ZodType)) return null;
  const zodMessages = new Set<string>();
  const result = (schema as ZodType).safeParse(read(request), {
    error: (issue) => {
      const message = zodLocales[language](issue);
      const text = typeof message === 'string' ? message : message?.message;
      if (text) zodMessages.add(text);
      return text;
    },
  });
  return result.success ? null : { issues: result.error.issues, zodMessages };
}

/** Validation answers whose fields are written in the reader's language already. */
const localisedFields = new WeakSet<AppError>();

/** A field's reason in the reader's language: translated, else (rarely) the generic one. */
function fieldText(message: string, language: Language, texts: Texts, alreadyLocal?: Set<string>): string {
  if (language === 'en' || alreadyLocal?.has(message)) return message;
  return texts.translated(message, language) ?? texts.local(invalidValueMessage, language);
}

function localised(error: AppError): AppError {
  localisedFields.add(error);
  return error;
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  // An outage is the client's to wait out, not a bug: 503 and when to ask again.
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const language = requestLanguage(request);
  if (error instanceof ZodError) {
    const fields = fieldsFromZod(error);
    for (const key of Object.keys(fields))
      fields[key] = sentence(fieldText(fields[key]!, language, platformTexts));
    return localised(new AppError(400, 'validation_failed', 'Some fields are invalid.', fields));
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const fields: Record<string, string> = {};
    const context = fastifyError.validationContext ?? 'body';
    const name = (path: string) => (path ? (context === 'body' ? path : `${context}.${path}`) : context);
    const again = language === 'en' ? null : reparse(request, context, language);
    const issues = again
      ? again.issues.map((issue) => ({
          keyword: issue.code,
          instancePath: `/${issue.path.join('/')}`,
          params: issue as unknown,
          message: issue.message,
        }))
      : fastifyError.validation;
    for (const issue of issues) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A field the API does not know is named itself, so a typo points at the typo.
      const unknownKeys =
        issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
      if (unknownKeys?.length) {
        for (const key of unknownKeys)
          fields[name(path ? `${path}.${key}` : key)] ??= fieldText(
            'This field is not known to the API.',
            language,
            platformTexts,
          );
        continue;
      }
      fields[name(path)] ??= sentence(
        fieldText(issue.message ?? invalidValueMessage, language, platformTexts, again?.zodMessages),
      );
    }
    return localised(new AppError(400, 'validation_failed', 'Some fields are invalid.', fields));
  }
  const status = fastifyError.statusCode;
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return invalidJson('the body is empty');
  }
  if (status === 400 && (error instanceof SyntaxError || fastifyError.code?.includes('JSON'))) {
    return invalidJson(error.message);
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return new AppError(status, codeByStatus[status] ?? 'bad_request', error.message);
  }
  return undefined;
}

const paramsPattern = /\nparams: [\s\S]*$/;

/**
 * A failed request's error as the log may hold it: each error of the cause chain with its type,
 * code and message, and the innermost stack. Drizzle's query errors end their message (and so their
 * stack) with the query's parameters, a session token or a password hash among them: never logged.
 */
export function loggableError(error: unknown): { chain: Record<string, unknown>[]; stack?: string } {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  let innermost: Error | undefined;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    chain.push({
      type: current.name,
      message: current.message.replace(paramsPattern, ''),
      ...(code !== undefined ? { code } : {}),
    });
    innermost = current;
    current = current.cause;
  }
  if (chain.length === 0) chain.push({ message: String(error) });
  const stack = innermost?.stack?.replace(innermost.message, innermost.message.replace(paramsPattern, ''));
  return { chain, ...(stack ? { stack } : {}) };
}

/**
 * The answer's body in the reader's language. English is written as the service wrote it; in
 * Indonesian the message and each field's reason come from the catalogues, and a message they do
 * not know gives way to its code's own sentence (so an answer is never half in English).
 */
function toBody(error: AppError, language: Language, texts: Texts): ErrorBody {
  const written = language === 'en' ? undefined : error.translations[language];
  if (written) {
    return {
      error: {
        code: error.code,
        message: written.message,
        ...(written.fields && Object.keys(written.fields).length > 0 ? { fields: written.fields } : {}),
      },
    };
  }
  const fields =
    error.fields && Object.keys(error.fields).length > 0
      ? language === 'en' || localisedFields.has(error)
        ? error.fields
        : Object.fromEntries(
            Object.entries(error.fields).map(([key, why]) => [key, fieldText(why, language, texts)]),
          )
      : undefined;
  return {
    error: {
      code: error.code,
      message:
        language === 'en'
          ? error.message
          : (texts.translated(error.message, language) ??
            texts.local(errorCodeMessages[error.code], language)),
      ...(fields ? { fields } : {}),
    },
  };
}

/** `texts`: every module's catalogue, since any module's refusal may end here. */
export function registerErrorHandler(app: FastifyInstance, texts: Texts): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const appError = toAppError(error, request);
    // A 4xx is the request's own doing. upstream_unavailable: a service we call (Telegram,
    // Midtrans) did not answer; the user is told which and may try again, nothing of ours failed.
    if (appError && (appError.status < 500 || appError.code === 'upstream_unavailable')) {
      const level = appError.status < 500 ? 'info' : 'warn';
      request.log[level]({ code: appError.code, status: appError.status }, appError.message);
      return reply.status(appError.status).send(toBody(appError, language, texts));
    }
    if (appError?.code === 'service_unavailable') {
      // The driver's own error says what failed; the wrappers' messages repeat the query with its
      // parameters (a session token, for one), which must not reach the log.
      request.log.warn({ cause: loggableError(error).chain.at(-1)?.message }, appError.message);
      return reply
        .status(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send(toBody(appError, language, texts));
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    return reply.status(500).send({
      error: { code: 'internal_error', message: texts.local(errorCodeMessages.internal_error, language) },
    } satisfies ErrorBody);
  });
}

/** Unknown /api paths answer JSON; everything else is left to the caller (the web app). */
export function apiNotFound(method: string, url: string, language: Language = 'en'): ErrorBody {
  return toBody(notFound(`${method} ${url.split('?')[0]}`), language, platformTexts);
}
