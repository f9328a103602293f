import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDismissNotice } from '../api/dismiss-notice';

/** What a plan change did to the schedules, shown until the owner dismisses it. */
export function ScheduleNotice({ notice }: { notice: string | null }) {
  const { t } = useTranslation();
  const dismiss = useDismissNotice();
  if (notice === null) return null;
  return (
    <Alert tone="info" aria-label={t('checks.notice.label')} className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{notice}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => dismiss.mutate()}>
          {t('checks.notice.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
