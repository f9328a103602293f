/**
 * Runs `task` once the browser is idle, at the latest after 2 s (after 1 s where there is no
 * idle callback): for downloads the first page must not wait behind.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 2_000 });
  } else {
    window.setTimeout(task, 1_000);
  }
}
