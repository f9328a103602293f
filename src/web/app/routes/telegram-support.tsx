import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../components/feedback/load-error';
import { LoadingStatus, SkeletonBars } from '../../components/ui/skeleton';
import { brandQueryOptions } from '../../features/brand/api/get-brand';
import { SupportContacts } from '../../features/support/components/support-contacts';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /telegram-support - the brand's Telegram support and contact links, or the way to /feedback
function TelegramSupportPage() {
  const { t } = useTranslation();
  const brand = useQuery(brandQueryOptions());

  return (
    <PageLayout
      width="4xl"
      title={t('shell.nav.items.telegramSupport')}
      description={t('shell.pages.telegramSupport')}
    >
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
        <QueryLoadError query={brand} fallback={t('support.loadFailed')} />
      ) : (
        <LoadingStatus label={t('support.loading')} className="grid gap-4 md:grid-cols-2">
          <SkeletonBars barClassName={['h-44', 'h-44']} />
        </LoadingStatus>
      )}
    </PageLayout>
  );
}

export { TelegramSupportPage as Component };
