import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/** Under a sign-in step's button: the other ways on (another code, another email, back). */
export function StepLinks({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-between gap-2">{children}</div>;
}

/** One of StepLinks: a button that reads as a link. */
export function StepLink({
  disabled,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="link" className="h-auto px-0" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
