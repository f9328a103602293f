import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { AppError, invalidJson, notFound } from './app-error';
import { databaseUnavailable, isDatabaseUnavailable, retryAfterSeconds } from './database-unavailable';

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

function toAppError(error: FastifyError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  // An outage is the client's to wait out, not a bug: 503 and when to ask again.
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (error instanceof ZodError) {
    return new AppError(400, 'validation_failed', 'Some fields are invalid.', fieldsFromZod(error));
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const fields: Record<string, string> = {};
    const context = fastifyError.validationContext ?? 'body';
    const name = (path: string) => (path ? (context === 'body' ? path : `${context}.${path}`) : context);
    for (const issue of fastifyError.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A field the API does not know is named itself, so a typo points at the typo.
      const unknownKeys =
        issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
      if (unknownKeys?.length) {
        for (const key of unknownKeys)
          fields[name(path ? `${path}.${key}` : key)] ??= 'This field is not known to the API.';
        continue;
      }
      fields[name(path)] ??= sentence(issue.message ?? 'This value is invalid.');
    }
    return new AppError(400, 'validation_failed', 'Some fields are invalid.', fields);
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

function toBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}),
    },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError && appError.status < 500) {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
      return reply.status(appError.status).send(toBody(appError));
    }
    if (appError?.code === 'service_unavailable') {
      // The driver's own error says what failed; the wrappers' messages repeat the query with its
      // parameters (a session token, for one), which must not reach the log.
      request.log.warn({ cause: loggableError(error).chain.at(-1)?.message }, appError.message);
      return reply.status(503).header('Retry-After', String(retryAfterSeconds)).send(toBody(appError));
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    return reply.status(500).send({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    } satisfies ErrorBody);
  });
}

/** Unknown /api paths answer JSON; everything else is left to the caller (the web app). */
export function apiNotFound(method: string, url: string): ErrorBody {
  return toBody(notFound(`${method} ${url.split('?')[0]}`));
}
