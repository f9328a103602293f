import { maxImportBytes } from '../../../../shared/link-import';

// What the browser can tell about a picked file before sending it: the server checks it again.

export type FileProblem = 'notCsv' | 'tooLarge' | 'empty' | 'unreadable';

const extensions = /\.(csv|tsv|txt)$/i;

/** The file's text, or why it cannot be imported. */
export async function readCsvFile(file: File): Promise<{ text: string } | { problem: FileProblem }> {
  if (!extensions.test(file.name)) return { problem: 'notCsv' };
  if (file.size > maxImportBytes) return { problem: 'tooLarge' };
  if (file.size === 0) return { problem: 'empty' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: 'unreadable' };
  }
  // A spreadsheet's binary file, or text in another encoding (UTF-16 has NULs, Latin-1 breaks UTF-8).
  // eslint-disable-next-line no-control-regex -- a NUL is what gives a binary file away
  if (/[\u0000\uFFFD]/.test(text)) return { problem: 'notCsv' };
  return { text };
}
