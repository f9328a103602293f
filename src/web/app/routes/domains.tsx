import { DomainsView } from '../../features/domains/components/domains-view';
import { titledPage } from '../../components/layouts/page-layout';

// GET /domains - Add Domains: the user's custom domains, the DNS records that prove them, and their use
export const Component = titledPage(
  { width: '5xl', title: 'domains.page.title', description: 'domains.page.description' },
  DomainsView,
);
