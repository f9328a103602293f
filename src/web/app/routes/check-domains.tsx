import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomDomainsState } from '../../features/checks/components/custom-domains-to-watch';
import { CheckDomainsView } from '../../features/checks/components/check-domains-view';
import { domainsQueryOptions } from '../../features/domains/api/list-domains';
import { PageLayout } from '../../components/layouts/page-layout';
import { useSearchParam } from '../../lib/use-search-param';

// GET /check-domains - Check Domains: the watched domains with their last check (?domain=<hostname>
// opens one's details, as notifications link to it), adding more, and the account's custom domains
function CheckDomainsPage() {
  const { t } = useTranslation();
  const [detailsFor, showDetails] = useSearchParam('domain');
  const customDomains = useCustomDomains();

  return (
    <PageLayout
      width="6xl"
      title={t('shell.nav.items.checkDomains')}
      description={t('shell.pages.checkDomains')}
    >
      <CheckDomainsView customDomains={customDomains} detailsFor={detailsFor} onDetailsFor={showDetails} />
    </PageLayout>
  );
}

/** The account's verified custom domains (the domains feature's list), as the checks feature offers them. */
function useCustomDomains(): CustomDomainsState {
  const domains = useQuery(domainsQueryOptions());
  return {
    domains: domains.data?.domains
      .filter((domain) => domain.status === 'verified')
      .map(({ hostname, display_hostname }) => ({ hostname, display_hostname })),
    loadFailed: domains.isError && !domains.data,
  };
}

export { CheckDomainsPage as Component };
