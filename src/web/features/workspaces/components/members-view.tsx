import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '../../../../shared/workspaces';
import { roleAtLeast } from '../../../../shared/workspace-access';
import { QueryView } from '../../../components/feedback/query-view';
import { CardSection } from '../../../components/layouts/card-section';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { LoadingStatus, SkeletonCards, SkeletonRows } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/queries/me';
import { useWorkspace } from '../../../lib/queries/workspace';
import { useMembers } from '../api/list-members';
import { InvitationsList } from './invitations-list';
import { InviteSection } from './invite-form';
import { MembersTable } from './members-table';

/**
 * The whole of /settings/members below its title: inviting (admins and owners), the members with
 * their roles, and the invitations not yet accepted (admins and owners).
 */
export function MembersView() {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  return (
    <QueryView
      query={workspace}
      failed={t('workspaces.settings.loadFailed')}
      loading={
        <LoadingStatus label={t('workspaces.members.loading')} className="grid gap-6">
          <SkeletonCards cards={1} barClassName={['h-6 w-40', 'h-9 w-full']} />
          <SkeletonRows rows={3} barClassName={['h-5 w-48 max-w-full', 'h-4 w-64 max-w-full']} />
        </LoadingStatus>
      }
    >
      {(data) => <MembersSections workspace={data} />}
    </QueryView>
  );
}

function MembersSections({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const members = useMembers();
  const admin = roleAtLeast(workspace.role, 'admin');

  return (
    <div className="grid gap-6">
      {admin && <InviteSection workspace={workspace} />}
      <CardSection
        title={t('workspaces.members.title')}
        description={
          admin
            ? undefined
            : t('workspaces.members.readOnly', { role: t(`workspaces.roles.${workspace.role}`) })
        }
      >
        <QueryView
          query={members}
          failed={t('workspaces.members.loadFailed')}
          loading={
            <LoadingStatus label={t('workspaces.members.loading')}>
              <SkeletonRows rows={3} barClassName={['h-5 w-48 max-w-full', 'h-4 w-64 max-w-full']} />
            </LoadingStatus>
          }
        >
          {(data) =>
            data.items.length === 0 ? (
              <CardEmptyState
                icon={Users}
                title={t('workspaces.members.emptyTitle')}
                description={t('workspaces.members.emptyDescription')}
                level={3}
              />
            ) : (
              <MembersTable workspace={workspace} members={data.items} selfId={me?.profile.id} />
            )
          }
        </QueryView>
      </CardSection>
      {admin && members.data && (
        <CardSection
          title={t('workspaces.invitations.title')}
          description={t('workspaces.invitations.description')}
        >
          <InvitationsList invitations={members.data.invitations} />
        </CardSection>
      )}
    </div>
  );
}
