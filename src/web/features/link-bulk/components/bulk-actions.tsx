import { Download, X } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { cn } from '../../../lib/cn';
import { exportUrl } from '../api/export-url';
import { offeredActions } from './action-list';
import { BulkActionsMenu } from './bulk-actions-menu';
import type { LinkBulk } from './use-link-bulk';

/**
 * What acts on the links chosen: each action a button where there is room (xl up), one menu below,
 * and Clear selection on every width. Nothing new starts while a job runs.
 */
export function BulkActions({ bulk, count }: { bulk: LinkBulk; count: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('linkBulk.actions.label')}
      className="ml-auto flex flex-wrap items-center justify-end gap-1"
    >
      {bulk.running && !bulk.open && (
        <Button type="button" variant="outline" size="sm" onClick={bulk.reopen}>
          {t('linkBulk.actions.showProgress')}
        </Button>
      )}
      <div className="hidden flex-wrap items-center justify-end gap-1 xl:flex">
        {offeredActions.map(({ action, icon: Icon }) => (
          <Fragment key={action}>
            {action === 'delete' && <ExportLink bulk={bulk} />}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={bulk.running}
              onClick={() => bulk.start(action, count)}
              className={cn(action === 'delete' && 'text-destructive hover:text-destructive')}
            >
              <Icon aria-hidden="true" />
              {t(`linkBulk.actions.${action}`)}
            </Button>
          </Fragment>
        ))}
      </div>
      <BulkActionsMenu bulk={bulk} count={count} className="xl:hidden" />
      <Button type="button" variant="ghost" size="sm" onClick={bulk.selection.clear} disabled={bulk.running}>
        <X aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('linkBulk.select.clear')}</span>
      </Button>
    </div>
  );
}

/** "Export CSV" of the links chosen, or of every link the filter matches: a download, no question. */
function ExportLink({ bulk }: { bulk: LinkBulk }) {
  const { t } = useTranslation();
  const href = exportUrl(bulk.target);
  if (href === null)
    return (
      <Button type="button" variant="ghost" size="sm" disabled title={t('linkBulk.actions.exportTooMany')}>
        <Download aria-hidden="true" />
        {t('linkBulk.actions.export')}
      </Button>
    );
  return (
    <DownloadLink href={href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <Download aria-hidden="true" />
      {t('linkBulk.actions.export')}
    </DownloadLink>
  );
}
