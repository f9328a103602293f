import { useSyncExternalStore } from 'react';

// A module-level store (the shadcn use-toast model) so any code, even outside React such as a
// mutation's onError, can raise a toast; <Toaster /> is the only reader that renders them.

/** Spec: at most one toast is visible; a new one replaces the previous. */
export const toastLimit = 1;
/** Spec: an open toast closes itself after this long (Radix pauses it while hovered or focused). */
export const toastDuration = 5000;
/** Spec: a dismissed toast stays in the store, closed, this long before it is dropped. */
export const toastRemoveDelay = 1_000_000;
/** Spec: a swipe to the right further than this many pixels dismisses the toast. */
export const toastSwipeThreshold = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: the toast leaves the screen but stays here until toastRemoveDelay. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
}

let toasts: readonly ToastItem[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, toastRemoveDelay);
  removalTimers.set(id, timer);
}

function cancelRemoval(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function updateToast(id: string, patch: Partial<ToastInput>) {
  if (!toasts.some((item) => item.id === id)) return;
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...patch, id, open: item.open } : item)));
}

/** Shows a toast, replacing whatever is on screen (toastLimit = 1). */
export function toast({ title, description, variant = 'default' }: ToastInput): ToastHandle {
  // Ids only need to be unique while a toast is in the store; wrap long before precision is lost.
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(lastId);
  const next = [{ id, title, description, variant, open: true }, ...toasts];
  // Toasts pushed out by the limit are gone already, so their pending removal has nothing to do.
  for (const dropped of next.slice(toastLimit)) cancelRemoval(dropped.id);
  setToasts(next.slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

/** Closes one toast, or every toast when no id is given; each is dropped after toastRemoveDelay. */
export function dismissToast(id?: string) {
  const targets = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (targets.length === 0) return;
  for (const item of targets) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (targets.includes(item) ? { ...item, open: false } : item)));
}

/** Spec section 8: the success message after an action. */
export function toastSuccess(title: string, description?: string): ToastHandle {
  return toast({ title, description });
}

/** Spec section 8: the error message after a failed action, in the destructive style. */
export function toastError(title: string, description?: string): ToastHandle {
  return toast({ title, description, variant: 'destructive' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

/** The toasts in the store, newest first, including closed ones not yet removed. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
