import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../../shared/workspaces';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';
import { refusalText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** The invitations not yet accepted: whom, with which role, by whom, until when; resend or revoke. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const revoke = useRevokeInvitation();

  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('workspaces.invitations.empty')}</p>;
  }
  return (
    <>
      <ul
        aria-label={t('workspaces.invitations.title')}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border"
      >
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} onRevoke={setRevoking} />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('workspaces.invitations.revokeTitle', { email: revoking?.email ?? '' })}
        titleClassName="wrap-anywhere"
        description={t('workspaces.invitations.revokeDescription')}
        confirmLabel={t('workspaces.invitations.revoke')}
        pendingLabel={t('workspaces.invitations.revoking')}
        onConfirm={() => revoke.mutateAsync({ id: revoking?.id ?? '' })}
        errorText={(error) => refusalText(error, t('workspaces.invitations.revokeFailed'), t)}
        onDone={() => {
          toastSuccess(t('workspaces.invitations.revoked', { email: revoking?.email ?? '' }));
          setRevoking(null);
        }}
      />
    </>
  );
}

function InvitationItem({
  invitation,
  onRevoke,
}: {
  invitation: Invitation;
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const role = t(`workspaces.roles.${invitation.role}`);

  const sendAgain = () =>
    resend.mutate(
      { id: invitation.id },
      {
        onSuccess: () => toastSuccess(t('workspaces.invitations.resent', { email: invitation.email })),
        // Five sends an hour: the server's words say when to try again.
        onError: (error) =>
          toastError(
            refusalText(error, t('workspaces.invitations.resendFailed'), t, { statuses: [409, 429] }),
          ),
      },
    );

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium break-all">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {invitation.invited_by
            ? t('workspaces.invitations.roleBy', { role, name: invitation.invited_by })
            : t('workspaces.invitations.roleOnly', { role })}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('workspaces.invitations.expires', { time: formatDateTime(invitation.expires_at) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={t('workspaces.invitations.resendTo', { email: invitation.email })}
          onClick={sendAgain}
        >
          <RotateCw aria-hidden="true" />
          {resend.isPending ? t('workspaces.invitations.resending') : t('workspaces.invitations.resend')}
        </Button>
        <RemoveButton
          label={t('workspaces.invitations.revokeFor', { email: invitation.email })}
          text={t('workspaces.invitations.revoke')}
          onClick={() => onRevoke(invitation)}
        />
      </div>
    </li>
  );
}
