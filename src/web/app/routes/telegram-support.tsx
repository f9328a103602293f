import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/feedback/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { brandQueryOptions } from '../../features/brand/api/get-brand';
import { SupportContacts } from '../../features/support/components/support-contacts';

// GET /telegram-support - the brand's Telegram support and contact links, or the way to /feedback
function TelegramSupportPage() {
  const { t } = useTranslation();
  const brand = useQuery(brandQueryOptions());

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.telegramSupport')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.telegramSupport')}</p>
      </header>
      {brand.data ? (
        <SupportContacts
          links={{
            telegram: brand.data.telegram_support_link,
            contact: brand.data.contact_link,
            brandName: brand.data.brand_name,
          }}
        />
      ) : brand.isError ? (
        // The defaults would read as "no contacts set up": say that they could not be loaded instead.
        <LoadError
          error={brand.error}
          fallback={t('support.loadFailed')}
          onRetry={() => void brand.refetch()}
        />
      ) : (
        <div role="status" className="grid gap-4 md:grid-cols-2">
          <span className="sr-only">{t('support.loading')}</span>
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      )}
    </div>
  );
}

export { TelegramSupportPage as Component };
