import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { IconCircle } from '../../../components/ui/icon-circle';

interface GuardScreenProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The screen's buttons, stacked on narrow screens and side by side from `sm` up. */
  actions: ReactNode;
}

/**
 * The frame of the guard's full-screen answers (Authentication Issue, Access Denied): one centred
 * card, announced at once, whose heading names the screen.
 */
export function GuardScreen({ icon: Icon, title, children, actions }: GuardScreenProps) {
  const titleId = useId();
  return (
    // Inside the signed-in shell (admin pages) the top bar already takes --shell-top-bar of the
    // screen; a full min-h-dvh below it would make a short page scroll for nothing.
    <div className="flex min-h-[calc(100dvh-var(--shell-top-bar,0px))] items-center justify-center bg-background px-4 py-12">
      <section
        role="alert"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-8"
      >
        <IconCircle
          icon={Icon}
          className="size-12 bg-destructive/10 text-destructive"
          iconClassName="size-6"
        />
        <h1 id={titleId} className="text-xl font-semibold tracking-tight">
          {title}
        </h1>
        <div className="w-full space-y-2 text-sm break-words text-muted-foreground">{children}</div>
        <div className="grid w-full gap-2 sm:grid-cols-2">{actions}</div>
      </section>
    </div>
  );
}

/** The spinner shown in a button while its check runs. */
export function GuardSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}

/**
 * A screen's Try again, which counts its tries and is off once they are used up; busy rather than
 * disabled while a try runs, so keyboard focus stays on it.
 */
export function GuardRetryButton({
  tries,
  max,
  busy,
  variant,
  label,
  countLabel,
  onRetry,
}: {
  tries: number;
  max: number;
  busy: boolean;
  variant?: 'default' | 'outline';
  /** Before any try. */
  label: string;
  /** After some: "Try again (1 of 3)". */
  countLabel: string;
  onRetry: () => void;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      disabled={tries >= max}
      aria-busy={busy}
      onClick={busy ? undefined : onRetry}
    >
      {busy && <GuardSpinner />}
      {tries > 0 ? countLabel : label}
    </Button>
  );
}
