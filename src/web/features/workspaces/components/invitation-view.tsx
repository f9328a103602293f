import { useQueryClient } from '@tanstack/react-query';
import { LogOut, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Me } from '../../../../shared/account';
import type { InvitationPreview } from '../../../../shared/workspaces';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { errorText, refusalText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { switchWorkspace } from '../../../lib/queries/workspace';
import { toastSuccess } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { isGoneInvitation, useInvitation } from '../api/get-invitation';
import { WorkspaceAvatar } from './workspace-avatar';

/** Who is looking: the account (GET /api/me), null when signed out, undefined while asking. */
export type Visitor = Me | null | undefined;

export interface SignOutControl {
  run: () => void;
  pending: boolean;
  error: unknown;
}

interface InvitationViewProps {
  token: string;
  visitor: Visitor;
  /** Signing out, then the way back here through /login. */
  signOut: SignOutControl;
}

/**
 * What an invitation's link shows: the workspace, who invited whom and as what; then, by who is
 * looking, Join (signed in with the invited address), Sign out (signed in as someone else), or
 * the ways in that come back here (signed out). A link no longer valid says so plainly.
 */
export function InvitationView({ token, visitor, signOut }: InvitationViewProps) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);

  if (invitation.isPending || visitor === undefined) {
    return (
      <Frame>
        <LoadingStatus label={t('workspaces.join.loading')}>
          <SkeletonBars barClassName={['h-12 w-12 rounded-lg', 'h-7 w-2/3', 'h-4 w-full', 'h-9 w-full']} />
        </LoadingStatus>
      </Frame>
    );
  }
  if (invitation.isError) {
    if (isGoneInvitation(invitation.error)) return <NoLongerValid signedIn={visitor !== null} />;
    return (
      <Frame>
        <h1 className="text-2xl font-semibold tracking-tight">{t('workspaces.join.title')}</h1>
        <QueryLoadError query={invitation} fallback={t('workspaces.join.loadFailed')} />
      </Frame>
    );
  }
  return <Invited token={token} invitation={invitation.data} visitor={visitor} signOut={signOut} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
    </div>
  );
}

function NoLongerValid({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Frame>
      <span className="flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <MailX className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('workspaces.join.invalidTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('workspaces.join.invalidDescription')}</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        {signedIn ? (
          <Link to="/dashboard">{t('workspaces.join.toDashboard')}</Link>
        ) : (
          <Link to="/login">{t('workspaces.join.signIn')}</Link>
        )}
      </Button>
    </Frame>
  );
}

interface InvitedProps {
  token: string;
  invitation: InvitationPreview;
  visitor: Me | null;
  signOut: SignOutControl;
}

function Invited({ token, invitation, visitor, signOut }: InvitedProps) {
  const { t } = useTranslation();
  const { workspace } = invitation;
  const role = t(`workspaces.roles.${invitation.role}`);
  const here = `/invite/${encodeURIComponent(token)}`;
  const matches = visitor !== null && visitor.profile.email.toLowerCase() === invitation.email.toLowerCase();

  return (
    <Frame>
      <WorkspaceAvatar name={workspace.name} logo={workspace.logo} className="size-12 rounded-lg text-xl" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">
          {t('workspaces.join.heading', { name: workspace.name })}
        </h1>
        <p className="text-sm wrap-anywhere">
          {invitation.invited_by
            ? t('workspaces.join.invitedBy', { name: invitation.invited_by, email: invitation.email, role })
            : t('workspaces.join.invited', { email: invitation.email, role })}
        </p>
        <p className="text-sm text-muted-foreground">{t(`workspaces.roleAbout.${invitation.role}`)}</p>
        <p className="text-xs text-muted-foreground">
          {t('workspaces.join.expires', { time: formatDateTime(invitation.expires_at) })}
        </p>
      </div>
      {visitor === null ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {t('workspaces.join.signedOut', { email: invitation.email })}
          </p>
          <Button asChild className="w-full">
            <Link to={`/register?redirect=${encodeURIComponent(here)}`}>
              {t('workspaces.join.createAccount')}
            </Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to={`/login?redirect=${encodeURIComponent(here)}`}>{t('workspaces.join.signIn')}</Link>
          </Button>
        </div>
      ) : matches ? (
        <JoinButton token={token} name={workspace.name} />
      ) : (
        <div className="grid gap-3">
          <Alert tone="warning">
            {t('workspaces.join.otherAccount', { email: invitation.email, current: visitor.profile.email })}
          </Alert>
          {Boolean(signOut.error) && (
            <Alert tone="error">{errorText(signOut.error, t('workspaces.join.signOutFailed'), t)}</Alert>
          )}
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={signOut.pending}
            onClick={signOut.run}
          >
            <LogOut aria-hidden="true" />
            {signOut.pending ? t('common.signingOut') : t('workspaces.join.signOut')}
          </Button>
        </div>
      )}
    </Frame>
  );
}

function JoinButton({ token, name }: { token: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();

  const join = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (joined) => {
          switchWorkspace(queryClient, joined);
          toastSuccess(t('workspaces.join.joined', { name: joined.name }));
          void navigate('/dashboard');
        },
      },
    );

  return (
    <div className="grid gap-3">
      {accept.isError && (
        <Alert tone="error">
          {refusalText(accept.error, t('workspaces.join.failed'), t, { statuses: [403, 404, 409] })}
        </Alert>
      )}
      <Button type="button" className="w-full" disabled={accept.isPending} onClick={join}>
        {accept.isPending ? t('workspaces.join.joining') : t('workspaces.join.join', { name })}
      </Button>
    </div>
  );
}
