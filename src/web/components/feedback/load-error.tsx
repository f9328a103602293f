import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/** What a failed load says, with Try again: the server's reason when it gave one, else `fallback`. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{errorText(error, fallback, t)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}

/** LoadError for a failed query: Try again asks it again. */
export function QueryLoadError({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
}) {
  return <LoadError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
}
