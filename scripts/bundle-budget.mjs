// What the build's bundle checks share (check-landing-bundle.mjs, check-app-bundle.mjs): the files
// a built document makes the browser download, each measured raw and gzipped (level 9), printed
// with its share, largest first, against a budget.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const webDir = fileURLToPath(new URL('../dist/web/', import.meta.url));

/**
 * The document's own scripts, module preloads and stylesheets (not its icon), as paths under
 * dist/web, in the order the document names them.
 */
export function documentFiles(document) {
  const html = readFileSync(join(webDir, document), 'utf8');
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<link') && !/\brel="(?:modulepreload|stylesheet)"/.test(tag)) continue;
    const path = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (path && !files.includes(path)) files.push(path);
  }
  return files;
}

const builtManifest = join(webDir, '.vite/manifest.json');
/** Outside dist/web, which the server serves as it is. */
const keptManifest = fileURLToPath(new URL('../dist/web-manifest.json', import.meta.url));

/**
 * Vite's manifest (`build.manifest`): each source module's chunk, its imports and its styles. The
 * first check to read it after a build moves it out of dist/web; it must be this build's (its
 * index.html entry is the one the document loads).
 */
export function readManifest() {
  if (existsSync(builtManifest)) {
    renameSync(builtManifest, keptManifest);
    rmSync(join(webDir, '.vite'), { recursive: true, force: true });
  }
  if (!existsSync(keptManifest)) throw new Error('no Vite manifest: run `vite build` first');
  const manifest = JSON.parse(readFileSync(keptManifest, 'utf8'));
  if (!documentFiles('index.html').includes(manifest['index.html']?.file)) {
    throw new Error(`${keptManifest} is not this build's: run \`vite build\` again`);
  }
  return manifest;
}

/**
 * The files a dynamic import of `source` (a module path under src/web, as the manifest names it)
 * downloads: its chunk, the chunks it imports statically, directly or not, and their styles, as
 * Vite's preload helper fetches them before the module runs.
 */
export function chunkFiles(manifest, source) {
  if (!manifest[source]) {
    throw new Error(`the Vite manifest has no chunk for ${source}: was it moved or renamed?`);
  }
  const files = [];
  const seen = new Set();
  const queue = [source];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!files.includes(file)) files.push(file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

const sizes = new Map();

/** A file under dist/web: its bytes and its gzipped bytes (level 9). */
export function measure(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(webDir, file));
    size = { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints `files` (paths under dist/web), largest gzipped first, each with its raw size, its gzipped
 * size and its share of the gzipped total, then the total against `budgetGzipBytes`. Returns the
 * totals and whether they are within the budget.
 */
export function report(title, files, budgetGzipBytes) {
  const rows = [...new Set(files)].map(measure).sort((a, b) => b.gzip - a.gzip || a.raw - b.raw);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(
    `${title}: ${rows.length} files, ${kb(raw)} (${kb(gzip)} gzip), budget ${kb(budgetGzipBytes)} gzip`,
  );
  for (const row of rows) {
    const share = `${((100 * row.gzip) / gzip).toFixed(1)}%`;
    console.log(
      `  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(9)}  ${kb(row.gzip).padStart(8)} gzip  ${share.padStart(6)}`,
    );
  }
  return { raw, gzip, files: rows.length, within: gzip <= budgetGzipBytes };
}
