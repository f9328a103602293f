import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps<Result = unknown> {
  open: boolean;
  /** Cancel, Escape, or the caller's own close after onDone. */
  onClose: () => void;
  title: ReactNode;
  /** How a long title may wrap: `break-all` for a host name, `wrap-anywhere` for an email. */
  titleClassName?: string;
  /** A sentence, or blocks (paragraphs, a list) that are read as the description all the same. */
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's words while the action runs ("Removing…"). */
  pendingLabel: ReactNode;
  /** "Cancel" unless the choice reads better in words of its own ("Keep the order", "Stay"). */
  cancelLabel?: string;
  /** A removal or anything that cannot be undone is destructive (the default); a grant is not. */
  tone?: 'destructive' | 'default';
  /**
   * The action. Rejecting shows `errorText(error)` inside the dialog and leaves it open; resolving
   * to `false` leaves it open without a word (the caller shows why, e.g. in `children`).
   */
  onConfirm: () => Promise<Result> | Result;
  /** The sentence for a failed action; nothing is shown when it returns null. */
  errorText?: (error: unknown) => ReactNode;
  /** The action went through (with what it answered): the caller closes the dialog and says so. */
  onDone?: (result: Result) => void;
  /**
   * Where focus goes once the dialog has closed after onDone, usually because the opener went with
   * what was removed. Otherwise (and after Cancel) it goes back to the opener.
   */
  focusAfterDone?: () => void;
  /** Off until something is answered (an email typed out, a domain chosen). */
  confirmDisabled?: boolean;
  /** Controls between the description and the buttons; Enter in one confirms. */
  children?: ReactNode;
}

/**
 * "Remove this?": a title, what happens, an error from the last try, Cancel and the confirm.
 * Mounted per opening, so each starts without the last one's answer; while the action runs both
 * buttons are off and Escape waits, so the outcome is always seen.
 */
export function ConfirmDialog<Result>({ open, onClose, ...props }: ConfirmDialogProps<Result>) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <ConfirmContent {...props} />}
    </AlertDialog>
  );
}

function ConfirmContent<Result>({
  title,
  titleClassName,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'destructive',
  onConfirm,
  errorText,
  onDone,
  focusAfterDone,
  confirmDisabled = false,
  children,
}: Omit<ConfirmDialogProps<Result>, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const done = useRef(false);
  const running = useRef(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || confirmDisabled) return;
    running.current = true;
    setPending(true);
    setFailure(null);
    let outcome: Result;
    try {
      outcome = await onConfirm();
    } catch (error) {
      setFailure({ error });
      return;
    } finally {
      running.current = false;
      setPending(false);
    }
    if (outcome === false) return;
    done.current = true;
    onDone?.(outcome);
  };

  const errorMessage = failure && errorText ? errorText(failure.error) : null;

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (running.current) event.preventDefault();
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current || !focusAfterDone) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <AlertDialogTitle className={cn('break-words', titleClassName)}>{title}</AlertDialogTitle>
      {typeof description === 'string' ? (
        <AlertDialogDescription>{description}</AlertDialogDescription>
      ) : (
        <AlertDialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </AlertDialogDescription>
      )}
      {/* A form, so that Enter in a control of `children` confirms as the button does. */}
      <form onSubmit={(event) => void confirm(event)} noValidate className="grid gap-4">
        {children}
        {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          {/* Not AlertDialog.Action: that closes at once, before we know whether the action worked. */}
          <Button
            type="submit"
            variant={tone === 'destructive' ? 'destructive' : 'default'}
            disabled={pending || confirmDisabled}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}
