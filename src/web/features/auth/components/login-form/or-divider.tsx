import { useTranslation } from 'react-i18next';

/** The line with "or" between the two ways to sign in. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      {t('auth.login.or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
