import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
// Components expect the catalogue to be loaded, as main.tsx does in the browser.
import { loadDeferredModules } from '../lib/deferred-module';
import { i18n, i18nReady, wholeCatalogue } from '../lib/i18n';
import { setAccountTimeZone } from '../lib/format';
import { languageInForce, languages } from '../lib/language';
import { chooseTheme } from '../lib/theme-choice';
import { dismissToast } from '../lib/toast';
import { accountChanged } from '../lib/queries/account-cache';
import { loadSharedMessages } from '../lib/shared-messages';
import { QueryClient } from '@tanstack/react-query';

// A page downloads its language's catalogue before its first render (main.tsx) and another on a
// switch (lib/catalogue-backend.ts); here both are in before any test, so a test that switches the
// language reads the other at once, as the shared schemas' Indonesian reasons.
await i18nReady;
await Promise.all([i18n.loadLanguages([...languages]), loadSharedMessages()]);
// The first language came in its first part (ADR 0042); its whole catalogue as every page but the
// dashboard waits for.
await wholeCatalogue();

// The landing page's own i18n instance (landing/i18n.ts) makes itself react-i18next's on creation;
// every other file renders with the app's.
beforeEach(async () => {
  setI18n(i18n);
  // The shell's parts that a browser downloads after the first page (ADR 0043), in before each test
  // as they are in a browser a moment after it (the test file's imports have declared them by now);
  // components/ui/deferred-menu.test.tsx draws a menu before its code is in.
  await loadDeferredModules();
});

// The files of a worker share its modules (vitest.config.ts: isolate is off for components), so
// what one test leaves in a module's state or the document is put back here, before the next.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissToast();
  // Forgets a sign-out on purpose (the guard would send the next visitor to plain /login).
  await accountChanged(new QueryClient());
  setAccountTimeZone(undefined);
  chooseTheme('system');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  // The landing page's instance sets the language in force too (the formatters follow it).
  languageInForce(i18n.language);
  // The tab's workspace (lib/workspace.ts) starts as the personal one in every test.
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
});
