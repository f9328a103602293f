import type { FieldErrors } from '../../../lib/api-errors';

/** One refused line of the pasted list; line null: the refusal is about the whole list. */
export interface LineProblem {
  line: number | null;
  message: string;
}

const lineField = /^hostnames\.(\d+)$/;

/**
 * The server's refusals of a pasted list (400: fields["hostnames.<line>"], 1-based, or "hostnames"
 * for the whole of it), the whole list's first and then in line order.
 */
export function lineProblems(fields: FieldErrors): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (message === undefined) continue;
    if (key === 'hostnames') problems.push({ line: null, message });
    const match = lineField.exec(key);
    if (match) problems.push({ line: Number(match[1]), message });
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
