import { useSyncExternalStore } from 'react';
import { formatSnapshot, onFormatChange } from './format';

/**
 * Re-renders the calling component when the language or the account's time zone changes, for a
 * component that shows formatted numbers or moments (lib/format.ts) but no t() text of its own.
 * Returns `language|zone`, usable as a memo dependency.
 */
export function useFormatChanges(): string {
  return useSyncExternalStore(onFormatChange, formatSnapshot, formatSnapshot);
}
