import type { ReactNode } from 'react';

/**
 * Holds a dialog opened from inside a link form: the dialog's own form sits in a portal, yet React
 * bubbles its submit up the component tree, to the link form around it. It stops here.
 */
export function OwnSubmit({ children }: { children: ReactNode }) {
  return (
    <div className="contents" onSubmit={(event) => event.stopPropagation()}>
      {children}
    </div>
  );
}
