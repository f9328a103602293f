import { useTranslation } from 'react-i18next';
import type { Workspace } from '../../../../shared/workspaces';

/**
 * The seats in words: members and open invitations (both hold one) of the plan's seats, or
 * without a limit.
 */
export function SeatsText({
  workspace,
}: {
  workspace: Pick<Workspace, 'members' | 'pending_invitations' | 'seats'>;
}) {
  const { t } = useTranslation();
  const used = workspace.members + workspace.pending_invitations;
  const seats =
    workspace.seats === null
      ? t('workspaces.seats.unlimited', { count: used })
      : t('workspaces.seats.usage', { used, count: workspace.seats });
  return workspace.pending_invitations > 0
    ? `${seats} ${t('workspaces.seats.pending', { count: workspace.pending_invitations })}`
    : seats;
}
