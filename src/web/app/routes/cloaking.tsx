import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /cloaking - country rules per link (shown with an active subscription)
// PLACEHOLDER: replaced when the feature lands.
function CloakingPage() {
  return <ComingSoonPage page="cloaking" />;
}

export { CloakingPage as Component };
