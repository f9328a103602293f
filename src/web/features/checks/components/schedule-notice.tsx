import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { checksQueryOptions, dismissNotice } from '../api/list-checks';

/** What a plan change did to the schedules, said once by the server and kept until dismissed. */
export function ScheduleNotice({ notice }: { notice: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (notice === null) return null;
  return (
    <Alert tone="info" aria-label={t('checks.notice.label')} className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{notice}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => queryClient.setQueryData(checksQueryOptions().queryKey, dismissNotice)}
        >
          {t('checks.notice.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
