import { z } from 'zod';

// Text fields of one line (a title, a name). The server refuses NUL and the other control
// characters in every field of every request (platform/http/control-characters.ts); tabs and line
// breaks stay allowed there for multi-line text, so a one-line field refuses them itself: a line
// break in a name would reach e-mail subjects, the document title and CSV cells.

/** One line of at most `max` characters, trimmed. */
export function singleLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en')} characters.`)
    .refine((value) => !/[\t\n\r\u2028\u2029]/.test(value), 'Use one line: no line breaks or tabs.');
}
