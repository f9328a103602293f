// Where the tests keep their scratch files (embedded clusters, data directories): in memory when
// the machine has a tmpfs with room, else the system's temporary directory. PGlite's small writes
// to a disk took a sixth of an integration run's CPU (bench/results.md, "CI time").
import { accessSync, constants, statfsSync } from 'node:fs';

const memory = '/dev/shm';
/** A run's clusters, data directories and backups at their largest, with room to spare. */
const roomNeeded = 2 * 1024 ** 3;

function hasRoom(dir) {
  try {
    accessSync(dir, constants.W_OK);
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize >= roomNeeded;
  } catch {
    return false;
  }
}

/**
 * Points TMPDIR (os.tmpdir(), for this process and those it starts) at the tmpfs, unless TMPDIR is
 * set already or there is no tmpfs with room.
 */
export function preferMemoryScratch() {
  if (!process.env.TMPDIR && process.platform === 'linux' && hasRoom(memory)) process.env.TMPDIR = memory;
}
