// Run after `vite build`: the signed-in app's first load must stay within its budget. It counts
// what a browser downloads before /dashboard shows: the document (index.html) and what it names
// (scripts, module preloads, styles), the dashboard route's chunk with the chunks it imports and
// their styles (as the manifest gives them: what Vite's preload helper fetches with the route), and
// the catalogue of the language shown, for each language. It fails the build above the budget, or
// when a heavy library (charts, QR code), zod (ADR 0041) or the other language's catalogue is in
// it, and prints each file's share.
import { chunkFiles, documentFiles, kb, readManifest, report } from './bundle-budget.mjs';

/**
 * Gzipped bytes of the first load of /dashboard in one language: issue 45 (item 4) asks for 200 KB,
 * which the splits (ADR 0035), zod's leaving the start (ADR 0041), the catalogue's first part (ADR
 * 0042) and the shell's deferred menus (ADR 0043) reach (bench/results.md).
 */
const budgetGzipBytes = 200 * 1024;
/** The first page of a signed-in visit, as the manifest names its module (app/pages.ts loads it). */
const firstRoute = 'app/routes/dashboard.tsx';
/**
 * Each language's first part of its catalogue, as lib/i18n.ts imports it on start (ADR 0035, 0042),
 * and the whole, which comes after the first page or with a switch.
 */
const catalogues = { en: 'locales/en-first.ts', id: 'locales/id-first.ts' };
const wholeCatalogues = { en: 'locales/en.ts', id: 'locales/id.ts' };
/**
 * Chunks that only the pages using them may load (vite.config.ts names them): the charts, the QR
 * code, and the contracts' schemas, which forms validate with and answers are not parsed by.
 */
const heavy = /^assets\/(charts|qrcode|zod)-/;

const manifest = readManifest();

const shared = ['index.html', ...documentFiles('index.html'), ...chunkFiles(manifest, firstRoute)];
const failures = [];
for (const [language, catalogue] of Object.entries(catalogues)) {
  const files = [...new Set([...shared, ...chunkFiles(manifest, catalogue)])];
  const title = `app's first load of /dashboard in '${language}'`;
  const { gzip, within } = report(title, files, budgetGzipBytes);
  if (!within) {
    failures.push(`in '${language}' it loads ${kb(gzip)} gzip, over its budget of ${kb(budgetGzipBytes)}`);
  }
  // The other languages' own chunks (what they share with this one or with the shell is fine), and
  // every language's whole catalogue.
  const others = [
    ...Object.entries(catalogues)
      .filter(([other]) => other !== language)
      .map(([, source]) => manifest[source].file),
    ...Object.values(wholeCatalogues).map((source) => manifest[source].file),
  ];
  const misplaced = files.filter((file) => heavy.test(file) || others.includes(file));
  if (misplaced.length > 0) failures.push(`in '${language}' it loads ${misplaced.join(', ')}`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`the app's first load: ${failure}`);
  process.exit(1);
}
