import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxImportBytes, maxImportRows } from '../../../../shared/link-import';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/api-errors';
import { linkListsKey } from '../../../lib/queries/links';
import { useConfirmImport } from '../api/confirm-import';
import { isRunning, useImport } from '../api/get-import';
import { useUploadImport } from '../api/upload-import';
import { readCsvFile, type FileProblem } from '../lib/read-csv-file';
import { FilePicker } from './file-picker';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { RequestError } from '../../../components/feedback/request-error';

/**
 * "Import" on /shortlinks: a dialog that takes a CSV, shows the server's preview, and once confirmed
 * follows the job to its report. The import's id outlives the dialog, so closing it while the links
 * are created and opening it again shows the same import.
 */
export function ImportLinks() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const upload = useUploadImport();
  const confirm = useConfirmImport();
  const current = useImport(importId);
  const item = current.data;
  const finished = item?.state === 'done' || item?.state === 'failed';

  // The new links show in the list (and its count) once the job is done.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: linkListsKey });
  }, [finished, queryClient]);

  const startOver = () => {
    setImportId(null);
    setFileError(null);
    upload.reset();
    confirm.reset();
  };

  const change = (next: boolean) => {
    setOpen(next);
    // A preview never confirmed, or a finished import, is not kept for the next opening.
    if (!next && !isRunning(item)) startOver();
  };

  const pick = async (file: File) => {
    setFileError(null);
    upload.reset();
    setReading(true);
    const read = await readCsvFile(file);
    setReading(false);
    if ('problem' in read) {
      setFileError(fileProblemText(read.problem, t));
      return;
    }
    upload.mutate(
      { file_name: file.name, csv: read.text },
      {
        onSuccess: (preview) => setImportId(preview.id),
        onError: (error) => setFileError(uploadErrorText(error, t)),
      },
    );
  };

  const busy = reading || upload.isPending;
  let body;
  if (importId === null) {
    body = <FilePicker onFile={(file) => void pick(file)} busy={busy} error={fileError} />;
  } else if (current.isPending) {
    body = (
      <LoadingStatus label={t('linkImport.loading')} className="grid gap-2">
        <SkeletonBars barClassName={['h-16 w-full', 'h-40 w-full']} />
      </LoadingStatus>
    );
  } else if (!item) {
    body = <QueryLoadError query={current} fallback={t('linkImport.loadFailed')} />;
  } else if (item.state === 'preview') {
    body = <ImportPreview preview={item} />;
  } else if (isRunning(item)) {
    body = <ImportProgress item={item} />;
  } else {
    body = <ImportResult item={item} />;
  }

  const willCreate = item ? Math.max(0, item.valid_rows - item.over_limit) : 0;

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          {t('linkImport.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('linkImport.close')} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('linkImport.title')}</DialogTitle>
          <DialogDescription>
            {item?.file_name
              ? t('linkImport.fileDescription', { file: item.file_name })
              : t('linkImport.description', { rows: maxImportRows, megabytes: maxImportBytes / 1024 / 1024 })}
          </DialogDescription>
        </DialogHeader>
        {body}
        {current.isError && item && (
          <Alert tone="error">{refusalText(current.error, t('linkImport.loadFailed'), t)}</Alert>
        )}
        <RequestError request={confirm} fallback={t('linkImport.confirmFailed')} worded />
        {item && (item.state === 'preview' || finished) && (
          <DialogFooter>
            <Button variant="outline" onClick={startOver}>
              {finished ? t('linkImport.another') : t('linkImport.otherFile')}
            </Button>
            {item.state === 'preview' ? (
              <Button
                disabled={willCreate === 0 || confirm.isPending}
                onClick={() => confirm.mutate(item.id)}
              >
                {confirm.isPending
                  ? t('linkImport.starting')
                  : t('linkImport.confirm', { count: willCreate })}
              </Button>
            ) : (
              <Button onClick={() => change(false)}>{t('linkImport.done')}</Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function fileProblemText(problem: FileProblem, t: TFunction): string {
  return t(`linkImport.pick.problems.${problem}`, { megabytes: maxImportBytes / 1024 / 1024 });
}

/** The server's own sentence for the file (it names the row, the column or the limit). */
function uploadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const reason = error.fields.csv ?? error.fields.file_name;
    if (reason) return reason;
  }
  return refusalText(error, t('linkImport.uploadFailed'), t);
}
