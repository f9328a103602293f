import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { extendSubscriptionSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, zodFieldErrors } from '../../../lib/api-errors';
import { useExtendSubscription } from '../api/extend-subscription';
import { planText } from '../../../lib/plan-text';

type DetailUser = AdminUserDetail['user'];

interface ExtendDialogProps {
  user: DetailUser;
  open: boolean;
  /** The plan's end as the page shows it, for the description. */
  endsText: string | null;
  onClose: () => void;
  onDone: (detail: AdminUserDetail, days: number) => void;
  focusAfterDone: () => void;
}

/** Add days to an account's plan, after the later of now and its end. */
export function ExtendDialog({ open, onClose, ...props }: ExtendDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <ExtendForm onClose={onClose} {...props} />}
    </Dialog>
  );
}

/** Days typed as text: empty or not a number is NaN, which the schema names. */
function parseDays(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function ExtendForm({ user, endsText, onDone, focusAfterDone }: Omit<ExtendDialogProps, 'open'>) {
  const { t } = useTranslation();
  const extend = useExtendSubscription();
  const field = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const [days, setDays] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (extend.isPending) return;
    extend.reset();
    const parsed = extendSubscriptionSchema.safeParse({ days: parseDays(days) });
    if (!parsed.success) {
      setProblem(zodFieldErrors(parsed.error).days ?? null);
      field.current?.focus();
      return;
    }
    setProblem(null);
    let detail: AdminUserDetail;
    try {
      detail = await extend.mutateAsync({ id: user.id, days: parsed.data.days });
    } catch {
      // Shown from extend.error below.
      field.current?.focus();
      return;
    }
    done.current = true;
    onDone(detail, parsed.data.days);
  };

  const fieldError = problem ?? serverFieldErrors(extend.error).days;
  const otherFailure = extend.isError && !fieldError;

  return (
    <DialogContent
      closeLabel={t('adminUsers.dialogs.close')}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {t('adminUsers.extend.title', { email: user.email })}
        </DialogTitle>
        <DialogDescription>
          {endsText
            ? t('adminUsers.extend.description', { plan: planText(user.plan_display_name), ends: endsText })
            : t('adminUsers.extend.descriptionNoEnd', { plan: planText(user.plan_display_name) })}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <Field label={t('adminUsers.extend.days')} error={fieldError} announceError={!problem}>
          {(control) => (
            <Input
              {...control}
              ref={field}
              name="days"
              inputMode="numeric"
              autoComplete="off"
              className="max-w-40"
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          )}
        </Field>
        {otherFailure && (
          <Alert tone="error">{refusalText(extend.error, t('adminUsers.extend.failed'), t)}</Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={extend.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={extend.isPending}>
            {extend.isPending ? t('adminUsers.extend.saving') : t('adminUsers.extend.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
