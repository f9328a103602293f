import { useEffect, useState } from 'react';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { isUnauthorized, useMe } from '../lib/queries/me';
import { PublicLayout } from './public-layout';
import { SignedInFrame } from './signed-in-layout';

/**
 * How long a public page waits for GET /api/me before showing the public layout anyway. A signed-out
 * visitor must never be held back by a slow or hung session check; should the profile arrive later,
 * the shell takes over.
 */
export const sessionWaitMs = 2_000;

/**
 * For a public page that a signed-in visitor sees inside the shell (app/pages.ts:
 * shellWhenSignedIn): the shell once GET /api/me has the profile, the public layout when it says 401
 * (or fails: the page is public either way). While the first answer is awaited, a skeleton stands in
 * for both, so neither flashes before the other; a session already cached shows the shell at once.
 * Nobody is sent to /login from here.
 */
export function PublicOrShellLayout() {
  const me = useMe();
  const waiting = me.isPending && me.fetchStatus === 'fetching';
  const gaveUp = useGaveUp(waiting);
  // Only the first check holds the page back. A page inside may ask again (its own useMe mounting
  // refetches a 401): skeleton again would unmount it, its remount ask again, and so on.
  const settled = useSettled(waiting);

  if (me.data && !isUnauthorized(me.error)) return <SignedInFrame />;
  if (waiting && !gaveUp && !settled) {
    return (
      <div className="min-h-dvh">
        <PageSkeleton />
      </div>
    );
  }
  return <PublicLayout />;
}

/** True once the check has answered once (and from then on). */
function useSettled(waiting: boolean): boolean {
  const [settled, setSettled] = useState(!waiting);
  // Set while rendering (React's pattern for state that follows a value), not in an effect.
  if (!waiting && !settled) setSettled(true);
  return settled || !waiting;
}

/** True once `waiting` has lasted sessionWaitMs (and from then on: a later check shows no skeleton). */
function useGaveUp(waiting: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), sessionWaitMs);
    return () => clearTimeout(timer);
  }, [waiting]);
  return gaveUp;
}
