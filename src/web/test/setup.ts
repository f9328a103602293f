import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Components expect the catalogue to be loaded, as main.tsx does in the browser.
import '../lib/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The tab's workspace (lib/workspace.ts) starts as the personal one in every test.
  sessionStorage.clear();
});
