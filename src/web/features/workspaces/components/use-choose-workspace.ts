import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { WorkspaceSummary } from '../../../../shared/workspaces';
import { switchWorkspace } from '../../../lib/queries/workspace';
import { storedWorkspaceId } from '../../../lib/workspace';
import { toastSuccess } from '../../../lib/toast';

/** The tab's workspace now, as in the switcher and the palette: the same page, read in it. */
export function useChooseWorkspace(): (workspace: WorkspaceSummary) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (workspace) => {
    const current = workspace.personal ? storedWorkspaceId() === null : storedWorkspaceId() === workspace.id;
    if (current) return;
    switchWorkspace(queryClient, workspace);
    // What the address named (a link, a domain, a page of a list) belonged to the last workspace.
    void navigate(pathname, { replace: true });
    toastSuccess(t('workspaces.switcher.switched', { name: workspace.name }));
  };
}
