// Creates a new embedded database (initdb) in a process of its own, started by client.ts before
// the database thread. initdb peaks at about 700 MB; memory a thread frees stays in this
// process's allocator, memory a process frees goes back to the system when it exits (ADR 0020).
// Arguments: the data directory, then the server's settings as `name=value`.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const [dataDir, ...settings] = process.argv.slice(2);
const db = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])],
});
await db.close();
