import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Memory of a server as an operator reads it: the RSS of its process and every process it started.

/** The processes a process started, as the kernel lists them (none when it has ended). */
export function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  const pids: number[] = [];
  try {
    for (const task of readdirSync(tasks)) {
      const children = readFileSync(join(tasks, task, 'children'), 'utf8').trim();
      if (children) pids.push(...children.split(' ').map(Number));
    }
  } catch {
    // ended meanwhile
  }
  return pids;
}

/** A process and every process it started. */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let index = 0; index < pids.length; index += 1) pids.push(...childrenOf(pids[index]!));
  return pids;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** RSS now (MB). */
export const rssMb = (pid: number) =>
  processTree(pid).reduce((sum, each) => sum + statusField(each, 'VmRSS'), 0);
/** The highest RSS each process has had (MB). */
export const peakMb = (pid: number) =>
  processTree(pid).reduce((sum, each) => sum + statusField(each, 'VmHWM'), 0);
