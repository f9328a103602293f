import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Toasts } from '../components/feedback/toasts';
import { i18n } from '../lib/i18n';
import { DocumentTitle } from './document-title';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

// i18n sits outside the error boundary so the error screen itself can still be translated.
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <DocumentTitle />
          {children}
          <Toasts />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
