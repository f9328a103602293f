import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGatewaySettings } from '../api/get-gateway-settings';
import { GatewayForm } from './gateway-form';

/** The gateway's settings once loaded: Midtrans and manual bank transfer, saved together. */
export function GatewayView() {
  const { t } = useTranslation();
  const settings = useGatewaySettings();

  if (settings.isPending) {
    return (
      <div role="status" className="grid gap-6">
        <span className="sr-only">{t('adminBilling.gateway.loading')}</span>
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
            <Skeleton className="h-6 w-56 max-w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (settings.isError && !settings.data) {
    return (
      <LoadError
        error={settings.error}
        fallback={t('adminBilling.gateway.loadFailed')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <GatewayForm settings={settings.data} />;
}
