import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { brandQueryOptions } from './features/brand/api/get-brand';
import { followAccountLocale } from './lib/account-locale';
import { loadDeferredModules } from './lib/deferred-module';
import { i18nReady, wholeCatalogue } from './lib/i18n';
import { meQueryOptions } from './lib/queries/me';
import { createQueryClient } from './lib/query-client';
import { followLanguageWhenIdle } from './lib/shared-messages';
import { startTheme } from './lib/theme-choice';
import { whenIdle } from './lib/when-idle';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The remembered or the system's theme (public/theme.js painted it already), following the system.
startTheme();
const queryClient = createQueryClient();
// The signed-in account's language, time zone and theme replace the browser's as soon as GET /api/me
// answers.
followAccountLocale(queryClient);
// Ask for the brand while the first page's chunk downloads, so custom texts replace the defaults
// as early as possible; and who is signed in (the shell's guard, sign-in and registration ask it
// first), while the language's catalogue downloads rather than after it.
void queryClient.prefetchQuery(brandQueryOptions());
void queryClient.prefetchQuery(meQueryOptions());
// The router starts downloading the first page's chunk while the language's catalogue downloads;
// the first render waits for the catalogue, so no key ever shows in place of its text. (A `.then`,
// not a top-level await: the build could no longer let the pages' chunks share this one's modules.)
const router = createRouter();

void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // The rest of the language's catalogue (ADR 0042) and the shell's menus, panel and toasts (ADR
  // 0043) once the first page is drawn (its chunk loaded), not beside that chunk's download; a page
  // or a press that needs one sooner asks for it itself.
  afterFirstPage(() =>
    whenIdle(() => {
      void wholeCatalogue().catch(() => undefined);
      void loadDeferredModules();
    }),
  );
  // The shared schemas' reasons in Indonesian, for forms: after the first page, not before it.
  followLanguageWhenIdle();
});

/** Runs `task` once the router has loaded its first page's code. */
function afterFirstPage(task: () => void): void {
  if (router.state.initialized) {
    task();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    task();
  });
}
