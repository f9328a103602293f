import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { fromPage } from '../../features/feedback/lib/from-page';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /feedback - send feedback (?from=<path>: the page it was opened from, sent with it)
function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();

  return (
    <PageLayout width="3xl" title={t('shell.nav.items.feedback')} description={t('feedback.intro')}>
      <FeedbackForm page={fromPage(params.get('from'))} />
    </PageLayout>
  );
}

export { FeedbackPage as Component };
