import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { startTheme } from '../lib/theme-choice';
import { loadLandingI18n } from './i18n';
import { LandingApp } from './landing-app';
import { readLandingData } from './landing-data';

// The landing page's own entry (landing.html): no router, no query cache, no dashboard code, so a
// phone downloads only what this one page draws.

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');

// The remembered or the system's theme (public/theme.js painted it already), following the system.
startTheme();
// Sets <html lang> too, and keeps it in step when the visitor switches. The first render waits for
// the language's catalogue, so no key ever shows in place of its text.
void loadLandingI18n().then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <LandingApp written={readLandingData(document)} />
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>,
  ),
);
