import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { switchWorkspace, useWorkspaces, workspacesQueryOptions } from '../../../lib/queries/workspace';
import { toastError, toastSuccess } from '../../../lib/toast';
import { onWorkspaceMayBeGone, storedWorkspaceId, useStoredWorkspaceId } from '../../../lib/workspace';

/** The personal workspace, as switchWorkspace takes it (its id is the account's). */
const personal = { id: '', personal: true } as const;

/**
 * Keeps the tab's workspace one the account belongs to, for the signed-in shell:
 * - `?workspace=<slug>` on any page switches to that workspace (once the account's list has
 *   answered), then leaves the address;
 * - a stored workspace the list no longer holds (the account was removed, the workspace deleted)
 *   gives way to the personal one, with a toast that says so;
 * - a 404 to a request that named the workspace asks for the list again, to find that out.
 * Answers true while `?workspace=` is being settled: the page waits, so that nothing is read in the
 * workspace the tab is leaving.
 */
export function useWorkspaceSync(): boolean {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('workspace');
  const stored = useStoredWorkspaceId();
  const list = useWorkspaces();
  const items = list.data?.items;
  const listFailed = list.isError && !items;

  useEffect(() => {
    if (wanted === null || (!items && !listFailed)) return;
    const slug = wanted.trim().toLowerCase();
    const found = items?.find((workspace) => workspace.slug === slug);
    if (found) {
      const current = found.personal ? storedWorkspaceId() === null : storedWorkspaceId() === found.id;
      if (!current) {
        switchWorkspace(queryClient, found);
        toastSuccess(t('workspaces.switcher.switched', { name: found.name }));
      }
    } else {
      toastError(
        listFailed ? t('workspaces.sync.listFailed') : t('workspaces.sync.notMember', { slug: wanted }),
      );
    }
    setParams(
      (next) => {
        next.delete('workspace');
        return next;
      },
      { replace: true },
    );
  }, [wanted, items, listFailed, queryClient, setParams, t]);

  useEffect(() => {
    if (wanted !== null || stored === null || !items) return;
    if (items.some((workspace) => workspace.id === stored)) return;
    switchWorkspace(queryClient, personal);
    toastError(t('workspaces.sync.gone'), t('workspaces.sync.goneDescription'));
  }, [wanted, stored, items, queryClient, t]);

  useEffect(
    () =>
      onWorkspaceMayBeGone(() => {
        void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey });
      }),
    [queryClient],
  );

  return wanted !== null;
}
