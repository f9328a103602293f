// Bundles the server into dist/server and copies the PGlite worker and its initdb script beside
// it, where `new URL('./pglite-worker.mjs', import.meta.url)` finds it; then makes the migrated
// empty database a first start copies (dist/server/pglite-template).
//
// Dependencies are bundled too: resolving and loading their files one by one from node_modules
// was about half of every start (ADR 0020). Kept as packages: those that find files of their own
// beside their code (PGlite's WebAssembly and data, koffi's native library, pino's worker
// transports, Swagger UI's assets) or read their own directory through __dirname, which a
// bundle does not have (ioredis, @fastify/swagger); and optional native parts never installed.
// Split into chunks, so that a module imported with import() (the app, from main.ts) loads only
// when it is imported; the chunks sit beside the entries, so import.meta.url means the same
// directory in all of them.
import { execFileSync } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const keptAsPackages = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  'koffi',
  'pino',
  'thread-stream',
  'swagger-ui-dist',
  'ioredis',
  '@fastify/swagger',
  'pg-native',
];

await rm('dist/server', { recursive: true, force: true });
await mkdir('dist/server', { recursive: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20.19',
  external: keptAsPackages.flatMap((name) => [name, `${name}/*`]),
  // The CommonJS packages in the bundle call require() (node's modules, the packages above).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // V8 keeps every script's source in memory for as long as the process runs, as two bytes a
  // character when one character is not Latin-1 (a comment's curly quote was enough): without
  // comments and indentation, and in ASCII, the sources took less than half the memory.
  minifyWhitespace: true,
  // A bundle renames what two modules both declare; libraries that read a class's name (node-fetch
  // checks that a signal's class is called AbortSignal) need the names kept.
  keepNames: true,
  minifySyntax: true,
  charset: 'ascii',
  // Licence comments go to a .LEGAL.txt beside each file (one could hold any character).
  legalComments: 'linked',
  sourcemap: true,
  logLevel: 'warning',
});
await copyFile('src/server/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
await copyFile('src/server/db/pglite-initdb.mjs', 'dist/server/pglite-initdb.mjs');
// An embedded database, created and migrated once here by the built CLI: a new install's first
// start copies it instead of running initdb and every migration, which were most of that start's
// seconds (ADR 0040). A scratch data directory under the system's temporary one (its socket's
// path must be short), the CLI in an environment of its own: never the user's DATABASE_URL.
const scratch = await mkdtemp(join(tmpdir(), 'ringkas-template-'));
try {
  execFileSync(process.execPath, ['dist/server/cli.js', 'migrate'], {
    env: { PATH: process.env.PATH, DATA_DIR: scratch, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await cp(join(scratch, 'pglite'), 'dist/server/pglite-template', { recursive: true });
} finally {
  await rm(scratch, { recursive: true, force: true });
}
console.log('built dist/server');
