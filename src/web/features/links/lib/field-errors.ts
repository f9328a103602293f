import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** Rule messages read "must be ..."; shown under a labelled field, they start a sentence. */
export function fieldText(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Zod issues as field -> first message, shown like the server's own field errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.join('.')] ??= fieldText(issue.message);
  return fields;
}

/** The server's per-field reasons (400 validation_failed), when the error has any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields: FieldErrors = {};
  for (const [key, why] of Object.entries(error.fields)) fields[key] = fieldText(why);
  return fields;
}
