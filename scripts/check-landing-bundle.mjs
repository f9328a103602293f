// Run after `vite build`: the landing page (dist/web/landing.html) must stay its own small bundle.
// It fails the build when the page would download the app's code (the index entry or the `vendor`
// chunk of router, query cache and Radix) or more than the budget, and prints each file's share.
import { chunkFiles, documentFiles, kb, readManifest, report } from './bundle-budget.mjs';

/**
 * Gzipped bytes of everything landing.html loads in one language: the document as built, its
 * scripts, preloads and styles, and the catalogue it imports on start, the visitor's language's
 * (ADR 0035). 144 KB while both languages rode in its first load (144.9 KB counted so, with the
 * document and theme.js); 136.0 KB with one.
 */
const budgetGzipBytes = 140 * 1024;

/** Each language's catalogue, as landing/i18n.ts imports it on start or on a switch. */
const catalogues = { en: 'landing/catalogue-en.ts', id: 'landing/catalogue-id.ts' };

const manifest = readManifest();
const page = ['landing.html', ...documentFiles('landing.html')];
let over = false;
let forbidden = [];
for (const [language, catalogue] of Object.entries(catalogues)) {
  const files = [...new Set([...page, ...chunkFiles(manifest, catalogue)])];
  forbidden = [...new Set([...forbidden, ...files.filter((file) => /^assets\/(index|vendor)-/.test(file))])];
  const { gzip, within } = report(`landing page in '${language}'`, files, budgetGzipBytes);
  if (!within) {
    console.error(
      `landing.html loads ${kb(gzip)} gzip in '${language}', over its budget of ${kb(budgetGzipBytes)}`,
    );
    over = true;
  }
}

if (forbidden.length > 0) {
  console.error(`landing.html loads the app's code: ${forbidden.join(', ')}`);
  process.exit(1);
}
if (over) process.exit(1);
