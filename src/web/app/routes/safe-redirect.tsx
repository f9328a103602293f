import { useSearchParams } from 'react-router';
import { SafeRedirectView } from '../../features/links/components/safe-redirect-view';

// GET /safe-redirect?link=<id> - where a link with a preview page leads, before the visitor goes.
// Only the link id is read from the address: a destination in the query string is never used.
function SafeRedirectPage() {
  const [params] = useSearchParams();
  const linkId = params.get('link')?.trim() || null;
  return <SafeRedirectView key={linkId} linkId={linkId} />;
}

export { SafeRedirectPage as Component };
