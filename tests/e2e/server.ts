import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Starts the built server the way `npm start` does (node dist/server/main.js), for e2e tests.

/** Whether something listens on the port of 127.0.0.1. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function tempDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'rk-e2e-'));
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended, however it ended. */
  exited: Promise<number | null>;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Extra arguments for node itself (the benchmark profiles with --cpu-prof). */
  nodeArgs?: string[];
  /**
   * What node runs: the built server by default; the integration suite, which does not build,
   * passes the sources through tsx.
   */
  entry?: string[];
  /** A command that runs node (the instructions benchmark runs it under valgrind), and its arguments. */
  wrapper?: string[];
  /** How long the port may take to answer (60 s unless told: under valgrind a start takes longer). */
  startTimeoutMs?: number;
}

/**
 * The node flags `npm start` runs the server with (package.json's start script; ADR 0003 says
 * why), so the end-to-end tests and the benchmark run it as it runs.
 */
export const serverNodeFlags = ['--max-semi-space-size=32', '--expose-gc'];

/**
 * The environment `npm start` gives the server besides the user's (package.json's start script):
 * glibc's allocator with two arenas instead of one per thread that allocates (ADR 0020).
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };

export function runServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
  entry?: string[];
  wrapper?: string[];
  /** `npm start` itself, a newcomer's command (the footprint benchmark): the child is npm's process. */
  npmStart?: boolean;
}) {
  let output = '';
  const args = [
    ...serverNodeFlags,
    ...(options.nodeArgs ?? []),
    ...(options.entry ?? ['dist/server/main.js']),
  ];
  const [command, ...commandArgs] = options.npmStart
    ? ['npm', 'start']
    : [...(options.wrapper ?? []), process.execPath, ...args];
  const child = spawn(command!, commandArgs, {
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await tempDataDir());
  const { child, exited, output } = runServer({
    dataDir,
    port,
    env: options.env,
    nodeArgs: options.nodeArgs,
    entry: options.entry,
    wrapper: options.wrapper,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    exited,
    output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
