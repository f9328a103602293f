import { useSyncExternalStore } from 'react';

// Code the shell shows from its first frame but only uses on a click (the user menu, the workspace
// switcher, the phone's navigation panel, the toasts: Radix's menus, dialog and toast with the
// layers and positioning under them, ADR 0043) is a chunk of its own. The shell draws what is
// seen without it (a trigger that looks the same) and swaps the real part in once it is here:
// after the first page is drawn, when the browser is idle (main.tsx), or at once when it is
// needed.

export interface DeferredModule<T> {
  /** The module's export, once it is in. */
  current(): T | undefined;
  /** Downloads it unless it is in or on its way; a failed download is tried again next time. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

const declared: DeferredModule<unknown>[] = [];

/** A part of the first page's code that `importer` downloads later. */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const module: DeferredModule<T> = {
    current: () => value,
    load() {
      loading ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  declared.push(module);
  return module;
}

/**
 * Downloads every deferred part the loaded code declared (after the first page: main.tsx); one
 * that fails is asked for again when it is needed.
 */
export async function loadDeferredModules(): Promise<void> {
  await Promise.allSettled(declared.map((module) => module.load()));
}

/** The module's export once it is in; the component draws again when it arrives. */
export function useDeferredModule<T>(module: DeferredModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current);
}
