import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

export interface ErrorFallbackProps {
  /** Whatever was thrown; not always an Error. */
  error: unknown;
}

/** The spec's top-level error screen, shared by the React error boundary and the router's. */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const message = describeError(error) || t('errors.boundary.unknownError');

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <div
        role="alert"
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-8"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h1 className="text-xl font-semibold tracking-tight">{t('errors.boundary.title')}</h1>
          <p className="text-muted-foreground">{t('errors.boundary.description')}</p>
        </div>
        <details className="w-full rounded-md border border-border text-left text-sm">
          <summary className="cursor-pointer rounded-md px-3 py-2 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {t('errors.boundary.details')}
          </summary>
          <pre className="max-h-48 overflow-auto border-t border-border px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-muted-foreground">
            {message}
          </pre>
        </details>
        <Button type="button" onClick={() => window.location.reload()}>
          {t('errors.boundary.reload')}
        </Button>
      </div>
    </main>
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}
