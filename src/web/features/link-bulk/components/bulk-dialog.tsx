import { useTranslation } from 'react-i18next';
import type { BulkJob } from '../../../../shared/link-bulk';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
} from '../../../components/ui/dialog';
import { isRunning } from '../api/get-bulk-job';
import { BulkConfirm } from './bulk-confirm';
import { BulkProgress } from './bulk-progress';
import { BulkReport } from './bulk-report';
import type { LinkBulk } from './use-link-bulk';

/**
 * The dialog of a bulk action: its confirmation, then the job's progress, then its report. Closing
 * it while the job runs leaves the job running (the page follows it); reopened, it shows it again.
 */
export function BulkDialog({ bulk }: { bulk: LinkBulk }) {
  const { t } = useTranslation();
  const { request } = bulk;
  const open = bulk.open && request !== null;
  const waitWhilePending = (event: Event) => {
    if (bulk.pending) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && bulk.close()}>
      {open && (
        <DialogContent
          closeLabel={t('linkBulk.confirm.close')}
          className="sm:max-w-xl"
          // While the confirmation is on its way, Escape and a click beside wait for its answer.
          onEscapeKeyDown={waitWhilePending}
          onInteractOutside={waitWhilePending}
        >
          {bulk.job ? <JobView job={bulk.job} /> : <BulkConfirm bulk={bulk} request={request} />}
        </DialogContent>
      )}
    </Dialog>
  );
}

function JobView({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  if (isRunning(job)) {
    return (
      <>
        <DialogHeading title={t('linkBulk.progress.title')} description={t('linkBulk.progress.closeHint')} />
        <BulkProgress job={job} />
      </>
    );
  }
  return (
    <>
      <DialogHeading
        title={t(job.state === 'failed' ? 'linkBulk.report.failedTitle' : 'linkBulk.report.title')}
      />
      <BulkReport job={job} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">{t('linkBulk.report.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
