import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckSettingsView } from '../../../features/admin-checks/components/check-settings-view';
import { BrandSettingsView } from '../../../features/brand/components/brand-settings-view';
import { BrandMark } from '../../brand-mark';
import { PageLayout } from '../../../components/layouts/page-layout';

// GET /admin/domain-brand - Brand Settings (admin only): names, logo and favicon (a URL or an
// upload), the accent colour and gradient with a contrast check, the landing page's texts and
// features, contact and support links, the trial, whether plans are shown and the short domains,
// with a live preview of the sidebar and the landing hero; below, the domain checks' admin settings
function AdminDomainBrandPage() {
  const { t } = useTranslation();
  const checksTitle = useId();
  return (
    <PageLayout
      width="6xl"
      title={t('shell.nav.items.adminDomainBrand')}
      description={t('shell.pages.adminDomainBrand')}
    >
      <BrandSettingsView mark={(brand) => <BrandMark brand={brand} />} />
      <section aria-labelledby={checksTitle} className="grid min-w-0 gap-4 border-t border-border pt-6">
        <h2 id={checksTitle} className="text-2xl font-semibold tracking-tight">
          {t('brand.checks.title')}
        </h2>
        <CheckSettingsView />
      </section>
    </PageLayout>
  );
}

export { AdminDomainBrandPage as Component };
