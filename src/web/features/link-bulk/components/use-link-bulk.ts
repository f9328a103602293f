import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkJob } from '../../../../shared/link-bulk';
import type { ListLinksParams } from '../../../lib/queries/links';
import { refreshTagsFoldersAndLinks } from '../../../lib/queries/tags-folders-mutation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useStoredWorkspaceId } from '../../../lib/workspace';
import { useBulkLinks } from '../api/bulk-links';
import { isRunning, useBulkJob } from '../api/get-bulk-job';
import { bodyOf, filterOf, type BulkTarget, type BulkValue } from '../lib/target';
import { useLinkSelection, type LinkSelection } from './use-link-selection';

/** An action asked for: on what, and how many links that was when it was asked. */
export interface BulkRequestState {
  action: BulkAction;
  target: BulkTarget;
  count: number;
}

export interface LinkBulk {
  selection: LinkSelection;
  /** The choice as it stands: its ids, or the list's filter once all matching are chosen. */
  target: BulkTarget;
  request: BulkRequestState | null;
  /** The dialog is showing: the confirmation, the progress or the report. */
  open: boolean;
  /** The job the last confirmation started, as last read. */
  job: BulkJob | undefined;
  running: boolean;
  start: (action: BulkAction, count: number) => void;
  /** Confirms the action asked for (with its value): rejects with the API's refusal. */
  submit: (value: BulkValue) => Promise<void>;
  /** The confirmation is on its way. */
  pending: boolean;
  close: () => void;
  reopen: () => void;
}

/**
 * Bulk actions on /shortlinks: the links chosen (cleared when the workspace or the filter changes),
 * the action being confirmed and the job it started. Lives with the page rather than the dialog, so
 * a job keeps being followed after its dialog is closed; once it finishes the lists, tags and
 * folders are read again, the choice is cleared and a toast says how it went.
 */
export function useLinkBulk(params: Omit<ListLinksParams, 'page'>): LinkBulk {
  const workspace = useStoredWorkspaceId();
  const filter = filterOf(params);
  const selection = useLinkSelection(`${workspace ?? 'personal'} ${JSON.stringify(filter)}`);
  const [request, setRequest] = useState<BulkRequestState | null>(null);
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useBulkJob(jobId).data;
  // Here, not in the dialog: a job confirmed just before the dialog closed is still followed.
  const send = useBulkLinks();
  const running = isRunning(job);
  useWhenFinished(job, selection.clear);
  const target: BulkTarget = selection.allMatching ? { filter } : { ids: [...selection.ids] };

  return {
    selection,
    target,
    request,
    open,
    job,
    running,
    start: (action, count) => {
      setRequest({ action, target, count });
      setJobId(null);
      setOpen(true);
    },
    submit: async (value) => {
      if (!request) return;
      const answer = await send.mutateAsync(bodyOf(request.action, request.target, value));
      setJobId(answer.id);
    },
    pending: send.isPending,
    close: () => {
      setOpen(false);
      if (running || send.isPending) return;
      setRequest(null);
      setJobId(null);
    },
    reopen: () => setOpen(true),
  };
}

/** Once `job` has finished (at once, or after polling): refresh, clear, and say so, once per job. */
function useWhenFinished(job: BulkJob | undefined, clear: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const handled = useRef<string | null>(null);
  const finished = job !== undefined && !isRunning(job) ? job : null;

  const finish = useCallback(
    (done: BulkJob) => {
      void refreshTagsFoldersAndLinks(queryClient);
      clear();
      announce(done, t);
    },
    [queryClient, clear, t],
  );

  useEffect(() => {
    if (!finished || handled.current === finished.id) return;
    handled.current = finished.id;
    finish(finished);
  }, [finished, finish]);
}

function announce(job: BulkJob, t: TFunction) {
  const summary = t('linkBulk.report.summary', { done: job.done, skipped: job.skipped.length });
  if (job.state === 'failed') toastError(t('linkBulk.toast.failed'), job.error ?? summary);
  else toastSuccess(t(`linkBulk.toast.done.${job.action}`), summary);
}
