import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '../ui/dialog';
import type { FormSubmit } from './use-zod-form';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The form, mounted per opening so each starts afresh (a form component using useFormSubmit). */
  children: ReactNode;
}

/** A dialog holding a small form (a reason, a number of days): Escape and the corner close it. */
export function FormDialog({ open, onClose, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && children}
    </Dialog>
  );
}

interface FormDialogContentProps {
  title: ReactNode;
  /** How a long title may wrap (`wrap-anywhere` for an email). */
  titleClassName?: string;
  description: ReactNode;
  closeLabel: string;
  submitLabel: string;
  pendingLabel: string;
  tone?: 'destructive' | 'default';
  submit: FormSubmit;
  /** Once the dialog has closed after the action went through (the opener may have gone with it). */
  focusAfterDone?: () => void;
  /**
   * Where focus goes when the dialog closes otherwise: for a dialog opened from a menu item, which
   * is gone by then, so there is no trigger to go back to.
   */
  focusOtherwise?: () => void;
  children: ReactNode;
}

/**
 * The dialog's title, what happens, the fields, a failure that names no field, Cancel and the
 * submit (off while it runs).
 */
export function FormDialogContent({
  title,
  titleClassName,
  description,
  closeLabel,
  submitLabel,
  pendingLabel,
  tone = 'default',
  submit,
  focusAfterDone,
  focusOtherwise,
  children,
}: FormDialogContentProps) {
  return (
    <DialogContent
      closeLabel={closeLabel}
      onCloseAutoFocus={(event) => {
        const focus = submit.wasDone() && focusAfterDone ? focusAfterDone : focusOtherwise;
        if (!focus) return;
        event.preventDefault();
        focus();
      }}
    >
      <DialogHeading title={title} titleClassName={titleClassName} description={description} />
      <form onSubmit={submit.onSubmit} noValidate className="grid gap-4">
        {children}
        {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
        <FormDialogFooter
          pending={submit.pending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          tone={tone}
        />
      </form>
    </DialogContent>
  );
}

/** A dialog form's Cancel and submit, both off while it is sent; the submit says so meanwhile. */
export function FormDialogFooter({
  pending,
  submitLabel,
  pendingLabel,
  tone = 'default',
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  tone?: 'destructive' | 'default';
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {t('common.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" variant={tone === 'destructive' ? 'destructive' : 'default'} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
