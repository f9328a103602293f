import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL server of the test's own, in a temporary directory on a free port, so that a test
// can stop it (as an outage would) and start it again without touching the shared server. The
// binaries refuse to run as root: as root they run as the `postgres` user.

const run = promisify(execFile);
const bin = '/usr/local/bin';
const osUser = 'postgres';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Starts the server again on the same port and data (after stop). */
  start(): Promise<void>;
  /** Stops it at once, as a crash or a cut would: `pg_ctl stop -m immediate`. */
  stop(): Promise<void>;
  /** Stops it if it runs and deletes its directory. */
  dispose(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when this process is root. */
async function pgBinary(name: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', osUser, '--', join(bin, name), ...args]]
    : [join(bin, name), args];
  try {
    const { stdout } = await run(file, argv, { timeout: 60_000 });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${name} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, {
      cause: error,
    });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function ownerUid(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', osUser]);
  const { stdout: gid } = await run('id', ['-g', osUser]);
  return { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'rk-pg-'));
  if (asRoot) {
    const { uid, gid } = await ownerUid();
    await chown(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  await pgBinary('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // The Unix socket stays in the temporary directory: nothing else's socket directory is touched.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const start = async () => {
    await pgBinary('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await pgBinary('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async dispose() {
      if (running) await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
