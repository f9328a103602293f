import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useGatewaySettings } from '../api/get-gateway-settings';
import { GatewayForm } from './gateway-form';

/** The gateway's settings once loaded: Midtrans and manual bank transfer, saved together. */
export function GatewayView() {
  const { t } = useTranslation();
  const settings = useGatewaySettings();

  if (settings.isPending) {
    return (
      <LoadingStatus label={t('adminBilling.gateway.loading')} className="grid gap-6">
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
            <SkeletonBars barClassName={['h-6 w-56 max-w-full', 'h-4 w-full', 'h-9 w-full']} />
          </div>
        ))}
      </LoadingStatus>
    );
  }
  if (settings.isError && !settings.data) {
    return <QueryLoadError query={settings} fallback={t('adminBilling.gateway.loadFailed')} />;
  }
  return <GatewayForm settings={settings.data} />;
}
