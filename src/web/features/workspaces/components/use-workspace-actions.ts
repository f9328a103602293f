import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentWorkspace, useWorkspaces } from '../../../lib/queries/workspace';
import { requestCreateWorkspace } from '../lib/create-request';
import { useChooseWorkspace } from './use-choose-workspace';

/** Something the search palette can do (the palette's PaletteAction). */
export interface WorkspaceAction {
  id: string;
  title: string;
  /** Beside the title, muted: the role. */
  hint?: string;
  /** Other words that find it. */
  aliases: string[];
  /** The palette's heading over it. */
  group: string;
  run: () => void;
}

/**
 * The search palette's workspace entries: switch to each other workspace, create one, and open
 * the workspace's settings and members.
 */
export function useWorkspaceActions(): WorkspaceAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useWorkspaces();
  const current = useCurrentWorkspace();
  const choose = useChooseWorkspace();
  const group = t('workspaces.palette.group');
  const keyword = t('workspaces.palette.keyword');

  const switches = (list.data?.items ?? [])
    .filter((workspace) => workspace.id !== current.summary?.id)
    .map((workspace): WorkspaceAction => ({
      id: `workspace:${workspace.id}`,
      title: t('workspaces.palette.switchTo', { name: workspace.name }),
      hint: t(`workspaces.roles.${workspace.role}`),
      aliases: [workspace.name, workspace.slug, keyword, 'workspace'],
      group,
      run: () => choose(workspace),
    }));
  return [
    ...switches,
    {
      id: 'workspace:create',
      title: t('workspaces.switcher.create'),
      aliases: [keyword, 'workspace'],
      group,
      run: requestCreateWorkspace,
    },
    {
      id: 'workspace:settings',
      title: t('workspaces.switcher.settings'),
      aliases: [keyword, 'workspace'],
      group,
      run: () => void navigate('/settings/workspace'),
    },
    {
      id: 'workspace:members',
      title: t('workspaces.switcher.members'),
      aliases: [keyword, 'workspace', t('workspaces.palette.invite')],
      group,
      run: () => void navigate('/settings/members'),
    },
  ];
}
