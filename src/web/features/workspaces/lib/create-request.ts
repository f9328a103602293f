import { useSyncExternalStore } from 'react';

// "Create workspace" is asked for from the switcher's menu and from the search palette; the one
// dialog (the switcher's) answers both.

let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (requested === value) return;
  requested = value;
  for (const listener of listeners) listener();
}

function close() {
  set(false);
}

/** Opens the "Create workspace" dialog. */
export function requestCreateWorkspace(): void {
  set(true);
}

/** Whether the dialog is asked for, and the way to close it. */
export function useCreateWorkspaceRequest(): [boolean, () => void] {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  return [open, close];
}
