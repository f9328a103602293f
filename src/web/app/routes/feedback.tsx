import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /feedback - send feedback
// PLACEHOLDER: replaced when the feature lands.
function FeedbackPage() {
  return <ComingSoonPage page="feedback" />;
}

export { FeedbackPage as Component };
