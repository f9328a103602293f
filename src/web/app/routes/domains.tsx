import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /domains - the user's own short domains
// PLACEHOLDER: replaced when the feature lands.
function DomainsPage() {
  return <ComingSoonPage page="domains" />;
}

export { DomainsPage as Component };
