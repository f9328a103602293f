import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /cloaking - country rules per link (offered with the plan's cloaking_country entitlement)
// PLACEHOLDER: replaced when the feature lands.
function CloakingPage() {
  return <ComingSoonPage page="cloaking" />;
}

export { CloakingPage as Component };
