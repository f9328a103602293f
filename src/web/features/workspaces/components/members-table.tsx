import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Member, Workspace } from '../../../../shared/workspaces';
import type { WorkspaceRole } from '../../../../shared/workspace-access';
import { selectClass } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { refusalText } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { switchWorkspace } from '../../../lib/queries/workspace';
import { toastSuccess } from '../../../lib/toast';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { mayChangeRole, mayRemove, rolesUpTo } from '../lib/roles';

/** Refusals only the server can word: the last owner (409), a role out of reach (403), a personal workspace (400). */
const peopleWorded = { statuses: [400, 403, 409, 429] } as const;

const cell = 'px-3 py-3 align-middle max-md:block max-md:p-0';

interface MembersTableProps {
  workspace: Workspace;
  members: Member[];
  /** The signed-in account's id: its row offers Leave. */
  selfId: string | undefined;
}

/**
 * The workspace's members: name and email, role (a select for whom the account may change), when
 * they joined, and Remove or, on one's own row, Leave. Below 768 px each row stacks into a card.
 */
export function MembersTable({ workspace, members, selfId }: MembersTableProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const columns = [
    t('workspaces.members.columnMember'),
    t('workspaces.members.columnRole'),
    t('workspaces.members.columnJoined'),
    t('workspaces.members.columnActions'),
  ];
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
        <table role="table" className="w-full text-sm max-md:block">
          <caption className="sr-only">{t('workspaces.members.caption', { name: workspace.name })}</caption>
          <thead
            role="rowgroup"
            className="bg-muted/50 text-left text-xs text-muted-foreground max-md:sr-only"
          >
            <tr role="row">
              {columns.map((name, index) => (
                <th
                  key={name}
                  role="columnheader"
                  scope="col"
                  // The actions sit at the row's end, under their heading.
                  className={cn(
                    'px-3 py-2 font-medium whitespace-nowrap',
                    index === columns.length - 1 && 'text-right',
                  )}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-border max-md:block">
            {members.map((member) => (
              <MemberRow
                key={member.user_id}
                workspace={workspace}
                member={member}
                self={member.user_id === selfId}
                onRemove={setRemoving}
              />
            ))}
          </tbody>
        </table>
      </div>
      <RemoveMemberDialog
        workspace={workspace}
        member={removing}
        self={removing?.user_id === selfId}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

interface MemberRowProps {
  workspace: Workspace;
  member: Member;
  self: boolean;
  onRemove: (member: Member) => void;
}

function MemberRow({ workspace, member, self, onRemove }: MemberRowProps) {
  const { t } = useTranslation();
  const update = useUpdateMember();
  const name = member.name.trim() || member.email;
  // One's own role is changed by another admin or owner, so that nobody locks themselves out by a slip.
  const canChange = !self && mayChangeRole(workspace.role, member.role);
  const canRemove = !self && mayRemove(workspace.role, member.role);
  const canLeave = self && !workspace.personal;

  const changeRole = (role: WorkspaceRole) =>
    update.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          toastSuccess(t('workspaces.members.roleChanged', { name, role: t(`workspaces.roles.${role}`) })),
      },
    );

  return (
    <tr role="row" aria-busy={update.isPending || undefined} className="max-md:grid max-md:gap-3 max-md:p-4">
      <th role="rowheader" scope="row" className={cn(cell, 'text-left font-normal')}>
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-words">{name}</span>
          {self && (
            <StatusBadge tone="primary" outline={false}>
              {t('workspaces.members.you')}
            </StatusBadge>
          )}
        </span>
        {name !== member.email && (
          <span className="block text-xs break-all text-muted-foreground">{member.email}</span>
        )}
      </th>
      <td role="cell" className={cell}>
        <span aria-hidden="true" className="mb-1 block text-xs text-muted-foreground md:hidden">
          {t('workspaces.members.columnRole')}
        </span>
        {canChange ? (
          <select
            aria-label={t('workspaces.members.roleOf', { name })}
            className={cn(selectClass, 'w-auto min-w-32')}
            value={member.role}
            disabled={update.isPending}
            onChange={(event) => changeRole(event.target.value as WorkspaceRole)}
          >
            {rolesUpTo(workspace.role).map((role) => (
              <option key={role} value={role}>
                {t(`workspaces.roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`workspaces.roles.${member.role}`)
        )}
        {update.isError && (
          <p role="alert" className="mt-2 max-w-72 text-xs break-words text-destructive">
            {refusalText(update.error, t('workspaces.members.roleFailed'), t, peopleWorded)}
          </p>
        )}
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
        <span aria-hidden="true" className="mb-1 block text-xs text-muted-foreground md:hidden">
          {t('workspaces.members.columnJoined')}
        </span>
        <time dateTime={member.joined_at}>{formatDate(member.joined_at, { dateStyle: 'medium' })}</time>
      </td>
      <td role="cell" className={cell}>
        <div className="flex flex-wrap gap-1 md:justify-end">
          {canRemove && (
            <RemoveButton
              label={t('workspaces.members.removeNamed', { name })}
              text={t('workspaces.members.remove')}
              onClick={() => onRemove(member)}
            />
          )}
          {canLeave && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => onRemove(member)}
            >
              <LogOut aria-hidden="true" />
              {t('workspaces.members.leave')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

interface RemoveMemberDialogProps {
  workspace: Workspace;
  /** Whom to remove; null: closed. */
  member: Member | null;
  /** It is the account itself: leaving. */
  self: boolean;
  onClose: () => void;
}

/** "Remove Ayu?" or "Leave Acme?"; leaving puts the tab back in the personal workspace. */
function RemoveMemberDialog({ workspace, member, self, onClose }: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useRemoveMember();
  const name = member ? member.name.trim() || member.email : '';

  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      title={
        self
          ? t('workspaces.members.leaveTitle', { workspace: workspace.name })
          : t('workspaces.members.removeTitle', { name, workspace: workspace.name })
      }
      titleClassName="wrap-anywhere"
      description={
        self ? t('workspaces.members.leaveDescription') : t('workspaces.members.removeDescription')
      }
      confirmLabel={self ? t('workspaces.members.leave') : t('workspaces.members.remove')}
      pendingLabel={self ? t('workspaces.members.leaving') : t('workspaces.members.removing')}
      onConfirm={() => remove.mutateAsync({ userId: member?.user_id ?? '' })}
      errorText={(error) => refusalText(error, t('workspaces.members.removeFailed'), t, peopleWorded)}
      onDone={() => {
        onClose();
        if (self) {
          switchWorkspace(queryClient, { id: workspace.id, personal: true });
          toastSuccess(t('workspaces.members.left', { workspace: workspace.name }));
          void navigate('/dashboard');
        } else {
          toastSuccess(t('workspaces.members.removed', { name }));
        }
      }}
    />
  );
}
