import './styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { brandQueryOptions } from './features/brand/api/get-brand';
import { followAccountLocale } from './lib/account-locale';
import { createQueryClient } from './lib/query-client';
import { startTheme } from './lib/theme-choice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The remembered or the system's theme (public/theme.js painted it already), following the system.
startTheme();
const queryClient = createQueryClient();
// The signed-in account's language, time zone and theme replace the browser's as soon as GET /api/me
// answers.
followAccountLocale(queryClient);
// Ask for the brand while the first page's chunk downloads, so custom texts replace the defaults
// as early as possible.
void queryClient.prefetchQuery(brandQueryOptions());
const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
