import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /check-domains - domain health checks
// PLACEHOLDER: replaced when the feature lands.
function CheckDomainsPage() {
  return <ComingSoonPage page="checkDomains" />;
}

export { CheckDomainsPage as Component };
