import { parseWatchedLine, type WatchedDomain } from '../../../../shared/checks';
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

/** A line the server refused, as typed, with its reason. */
export interface RefusedLine {
  text: string;
  message: string;
}

/** A sent list split by the server's refusal: the lines it did not refuse, and the refused ones. */
export function splitRefused(
  text: string,
  problems: LineProblem[],
): { valid: string[]; refused: RefusedLine[] } {
  const reasons = new Map(problems.map((problem) => [problem.line, problem.message]));
  const valid: string[] = [];
  const refused: RefusedLine[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const message = reasons.get(index + 1);
    if (message !== undefined) refused.push({ text: line, message });
    else if (line.trim() !== '') valid.push(line);
  });
  return { valid, refused };
}

/**
 * The refused lines still to fix once the valid ones were added, numbered as they stand on their
 * own: a repeat of a domain now watched is gone with its reason (which named a line no longer there).
 */
export function leftToFix(
  refused: RefusedLine[],
  added: WatchedDomain[],
): { text: string; problems: LineProblem[] } {
  const watched = new Set(added.map((domain) => domain.hostname));
  const left = refused.filter(({ text }) => {
    const parsed = parseWatchedLine(text);
    return !(parsed && 'hostname' in parsed && watched.has(parsed.hostname));
  });
  return {
    text: left.map((line) => line.text).join('\n'),
    problems: left.map((line, index) => ({ line: index + 1, message: line.message })),
  };
}
