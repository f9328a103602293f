import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/layouts/empty-state';
import { useMe } from '../../lib/queries/me';
import { useRoleAtLeast } from '../../lib/queries/workspace';
import { usePageParam, useSearchParam } from '../../lib/use-search-param';
import { TargetedLinksList } from '../../features/targeting/components/targeted-links-list';
import { TargetingEditor } from '../../features/targeting/components/targeting-editor';
import { offersPage } from '../pages';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /cloaking - the user's links with targeting (?page=), and one link's editor (?link=<id>)
function CloakingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [linkId] = useSearchParam('link');
  const [page, goToPage] = usePageParam();
  // A viewer reads the rules; changing them is a member's.
  const readOnly = !useRoleAtLeast('member');

  if (!me) return null;
  // The menu offers the page by the same test; an address typed by hand lands here too.
  const offered = offersPage('/cloaking', me);

  return (
    <PageLayout width="6xl" title={t('targeting.page.title')} description={t('targeting.page.description')}>
      {!offered ? (
        <EmptyState
          icon={Lock}
          title={t('targeting.page.lockedTitle')}
          description={t('targeting.page.lockedDescription')}
          link={{ to: '/pricing', text: t('targeting.gate.upgrade') }}
        />
      ) : linkId ? (
        <TargetingEditor linkId={linkId} gates={me.entitlements} readOnly={readOnly} />
      ) : (
        <TargetedLinksList page={page} onPageChange={goToPage} readOnly={readOnly} />
      )}
    </PageLayout>
  );
}

export { CloakingPage as Component };
