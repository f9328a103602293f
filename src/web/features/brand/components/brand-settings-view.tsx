import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../../shared/brand';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-errors';
import { brandQueryOptions } from '../api/get-brand';
import { useDomainSettings } from '../api/get-domain-settings';
import { BrandSettingsForm } from './brand-settings-form';

/**
 * Brand Settings once loaded (the brand and the short domains); the spec's "Failed to load admin
 * settings." with the reason and Try again when either could not be read.
 */
export function BrandSettingsView({ mark }: { mark: (brand: Brand) => ReactNode }) {
  const { t } = useTranslation();
  // The brand itself, not useBrand(): that one answers the defaults on a failure, which must not
  // be edited and saved over the real settings.
  const brand = useQuery(brandQueryOptions());
  const domains = useDomainSettings();

  const brandFailed = brand.isError && !brand.data;
  const domainsFailed = domains.isError && !domains.data;
  if (brandFailed || domainsFailed) {
    const error = brandFailed ? brand.error : domains.error;
    const reason = errorText(error, '', t);
    return (
      <Alert tone="error">
        <p className="font-medium">{t('brand.settings.loadFailed')}</p>
        {reason && <p>{reason}</p>}
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => {
            if (brandFailed) void brand.refetch();
            if (domainsFailed) void domains.refetch();
          }}
        >
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!brand.data || !domains.data) {
    return (
      <LoadingStatus label={t('brand.settings.loading')} className="grid gap-6">
        {[0, 1, 2].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
            <SkeletonBars barClassName={['h-6 w-48 max-w-full', 'h-4 w-full', 'h-9 w-full']} />
          </div>
        ))}
      </LoadingStatus>
    );
  }
  return <BrandSettingsForm brand={brand.data} domains={domains.data} mark={mark} />;
}
