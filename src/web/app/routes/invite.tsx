import { useParams, useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import { InvitationView, type Visitor } from '../../features/workspaces/components/invitation-view';
import { isUnauthorized, useMe } from '../../lib/queries/me';

// GET /invite/:token - an invitation's link (mailed): the workspace it invites to, and joining it
// signed in with the invited address; signing in or up comes back here (?redirect=)
function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  // Signed out, or the account could not be read: the ways in are offered either way.
  const visitor: Visitor = me.data ?? (me.isError || isUnauthorized(me.error) ? null : undefined);
  const signOut = useSignOut(async () => {
    await navigate(`/login?redirect=${encodeURIComponent(`/invite/${encodeURIComponent(token)}`)}`, {
      replace: true,
    });
  });

  return (
    <InvitationView
      key={token}
      token={token}
      visitor={visitor}
      signOut={{ run: () => signOut.mutate(), pending: signOut.isPending, error: signOut.error }}
    />
  );
}

export { InvitePage as Component };
