/**
 * Whether a process with this id runs on this machine (EPERM: it does, as another user's). Used
 * to tell a file left by a dead process (the data directory's lock, a click spool) from a live one.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
