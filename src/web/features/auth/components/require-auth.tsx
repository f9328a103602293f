import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isUnauthorized, useMe } from '../api/get-me';

/**
 * Shows its children only to a signed-in user; anyone else goes to /login, which brings them back
 * here afterwards. A stand-in: the spec's full route guard (time-outs, retries, admin checks)
 * replaces it in a later issue.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();

  if (me.data) return children;

  if (isUnauthorized(me.error)) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }

  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p>{t('auth.checkFailed')}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6 text-muted-foreground">
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        {t('auth.checking')}
      </span>
    </div>
  );
}
