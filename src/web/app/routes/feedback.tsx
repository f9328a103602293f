import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { fromPage } from '../../features/feedback/lib/from-page';

// GET /feedback - send feedback (?from=<path>: the page it was opened from, sent with it)
function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.feedback')}</h1>
        <p className="text-muted-foreground">{t('feedback.intro')}</p>
      </header>
      <FeedbackForm page={fromPage(params.get('from'))} />
    </div>
  );
}

export { FeedbackPage as Component };
