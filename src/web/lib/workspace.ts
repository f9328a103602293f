import { useSyncExternalStore } from 'react';

// The workspace this tab works in (ADR 0026): kept in the tab's own sessionStorage, so that two
// tabs can work in two workspaces, and sent by the API client as the Ringkas-Workspace header. No
// stored id means the account's personal workspace, which the server uses when no header comes.

const storageKey = 'ringkas.workspace';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the tab stays in the personal workspace.
    return undefined;
  }
}

/** The id of the workspace this tab works in; null: the account's personal one. */
export function storedWorkspaceId(): string | null {
  const value = storage()?.getItem(storageKey);
  return value ? value : null;
}

/** Works in `id` from now on in this tab (null: the personal workspace). */
export function storeWorkspaceId(id: string | null): void {
  if (id === storedWorkspaceId()) return;
  try {
    if (id === null) storage()?.removeItem(storageKey);
    else storage()?.setItem(storageKey, id);
  } catch {
    // A full or refused storage keeps the last choice; the next request says where it acts.
  }
  for (const listener of listeners) listener();
}

export function onWorkspaceIdChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored workspace id as React state: a switch re-renders whoever reads it. */
export function useStoredWorkspaceId(): string | null {
  return useSyncExternalStore(onWorkspaceIdChange, storedWorkspaceId, () => null);
}

const missingListeners = new Set<(id: string) => void>();

/**
 * A request that named workspace `id` was answered 404: the account may have been removed from
 * it, or it was deleted. Whoever listens (the shell) asks the server which workspaces are left.
 */
export function workspaceMayBeGone(id: string): void {
  for (const listener of missingListeners) listener(id);
}

export function onWorkspaceMayBeGone(listener: (id: string) => void): () => void {
  missingListeners.add(listener);
  return () => missingListeners.delete(listener);
}
