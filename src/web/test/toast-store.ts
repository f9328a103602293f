import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast, toastRemoveDelay } from '../lib/toast';

/**
 * For a describe block about toasts: fake timers, and the toast store emptied after each test
 * through its own rules (the store lives as long as the module), so tests stay apart.
 */
export function withToastStoreTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      dismissToast();
      vi.advanceTimersByTime(toastRemoveDelay);
    });
    vi.useRealTimers();
  });
}
