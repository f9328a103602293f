// Run after `vite build`: the landing page (dist/web/landing.html) must stay its own small bundle.
// It fails the build when the page would download the app's code (the index entry or the `vendor`
// chunk of router, query cache, forms and dialogs) or more than the budget, and prints what it loads.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../dist/web/', import.meta.url));
/**
 * Gzipped bytes of everything landing.html loads (scripts, preloads and styles). The English
 * catalogue rides in the shared `format` chunk, so each feature's texts add to it: 142 KB until
 * issue 42's password, expiry and social preview forms (142.6 KB with them).
 */
const budgetGzipBytes = 144 * 1024;

const html = readFileSync(join(webDir, 'landing.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
const forbidden = files.filter((file) => /^assets\/(index|vendor)-/.test(file));

let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(webDir, file));
  raw += statSync(join(webDir, file)).size;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `landing page: ${files.length} files, ${kb(raw)} (${kb(gzip)} gzip), budget ${kb(budgetGzipBytes)} gzip`,
);

if (forbidden.length > 0) {
  console.error(`landing.html loads the app's code: ${forbidden.join(', ')}`);
  process.exit(1);
}
if (gzip > budgetGzipBytes) {
  console.error(`landing.html loads ${kb(gzip)} gzip, over its budget of ${kb(budgetGzipBytes)}`);
  process.exit(1);
}
