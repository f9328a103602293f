import { spawn, type SpawnOptionsWithoutStdio } from 'node:child_process';

/** Runs a command to its end: its exit code and all it printed (stdout and stderr as they came). */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptionsWithoutStdio = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, options);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
