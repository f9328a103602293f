import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { fieldText } from './error-text';

export type FieldErrors = Partial<Record<string, string>>;

/** Zod issues as field -> first message, shown like the server's own field errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= fieldText(issue.message);
  }
  return fields;
}

/** The server's per-field reasons (400 validation_failed, 409 conflict), when the error has any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields: FieldErrors = {};
  for (const [key, why] of Object.entries(error.fields)) fields[key] = fieldText(why);
  return fields;
}
