import { useTranslation } from 'react-i18next';
import { extendSubscriptionSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { planText } from '../../../lib/plan-text';
import { useExtendSubscription } from '../api/extend-subscription';

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
    <FormDialog open={open} onClose={onClose}>
      <ExtendForm {...props} />
    </FormDialog>
  );
}

/** Days typed as text: empty or not a number is NaN, which the schema names. */
function parseDays(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function ExtendForm({ user, endsText, onDone, focusAfterDone }: Omit<ExtendDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const extend = useExtendSubscription();
  const form = useZodForm(extendSubscriptionSchema, {
    defaultValues: { days: '30' },
    toInput: ({ days }: { days: string }) => ({ days: parseDays(days) }),
  });
  const submit = useFormSubmit(form, ({ days }) => extend.mutateAsync({ id: user.id, days }), {
    describe: (error) => refusalText(error, t('adminUsers.extend.failed'), t),
    onDone: (detail, { days }) => onDone(detail, days),
  });
  const plan = planText(user.plan_display_name);

  return (
    <FormDialogContent
      title={t('adminUsers.extend.title', { email: user.email })}
      titleClassName="wrap-anywhere"
      description={
        endsText
          ? t('adminUsers.extend.description', { plan, ends: endsText })
          : t('adminUsers.extend.descriptionNoEnd', { plan })
      }
      closeLabel={t('adminUsers.dialogs.close')}
      submitLabel={t('adminUsers.extend.confirm')}
      pendingLabel={t('adminUsers.extend.saving')}
      submit={submit}
      focusAfterDone={focusAfterDone}
    >
      <FormControl form={form} name="days" label={t('adminUsers.extend.days')}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className="max-w-40" />}
      </FormControl>
    </FormDialogContent>
  );
}
