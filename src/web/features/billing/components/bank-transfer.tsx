import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferDetailsSchema, type Order } from '../../../../shared/billing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { refusalText } from '../../../lib/api-errors';
import { useSubmitTransfer } from '../api/submit-transfer';
import { formatDateTime, formatRupiah } from '../../../lib/format';
import { localInputNow, localInputToIso } from '../lib/format';
import { billingWorded } from '../lib/refusal';
import { FormControl } from '../../../components/form/form-control';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';

/**
 * A pending bank-transfer order: where to pay and exactly what, the order reference to write on the
 * transfer, then the transfer's details for an admin to match (or, once sent, what was said).
 */
export function BankTransfer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby={titleId}
        className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3 sm:p-4"
      >
        <h3 id={titleId} className="font-semibold">
          {t('billing.transfer.title')}
        </h3>
        <ol className="grid list-decimal gap-3 pl-5 text-sm marker:font-semibold">
          <li className="grid gap-1.5">
            <span>{t('billing.transfer.step1')}</span>
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-semibold">{formatRupiah(order.amount)}</span>
              <CopyButton value={String(order.amount)} label={t('billing.transfer.copyAmount')} />
            </span>
          </li>
          <li className="grid gap-1.5">
            <span>{t('billing.transfer.step2')}</span>
            {order.bank_accounts.length === 0 ? (
              <Alert tone="error">{t('billing.transfer.noAccounts')}</Alert>
            ) : (
              <ul aria-label={t('billing.transfer.accountsLabel')} className="grid gap-2">
                {order.bank_accounts.map((account) => (
                  <li
                    key={`${account.bank}-${account.account_number}`}
                    className="grid gap-1 rounded-md border border-border bg-background p-3"
                  >
                    <span className="font-semibold">{account.bank}</span>
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="sr-only">{t('billing.transfer.accountNumber')}: </span>
                      <span className="font-mono text-base break-all">{account.account_number}</span>
                      <CopyButton
                        value={account.account_number.replace(/[\s-]/g, '')}
                        label={t('billing.transfer.copyAccount', { bank: account.bank })}
                      />
                    </span>
                    <span className="text-muted-foreground">
                      {t('billing.transfer.holder')}:{' '}
                      <span className="text-foreground">{account.account_name}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
          <li className="grid gap-1.5">
            <span>{t('billing.transfer.step3')}</span>
            <span className="flex flex-wrap items-center gap-2">
              <code className="rounded-md border border-border bg-background px-2 py-1 font-mono text-sm break-all">
                {order.order_id}
              </code>
              <CopyButton value={order.order_id} label={t('billing.transfer.copyReference')} />
            </span>
          </li>
          {order.transfer === null && <li>{t('billing.transfer.step4')}</li>}
        </ol>
      </section>
      {order.transfer === null ? (
        <TransferForm order={order} />
      ) : (
        <div className="grid gap-3">
          <Alert tone="info">{t('billing.transfer.awaiting')}</Alert>
          <section aria-label={t('billing.transfer.sentTitle')}>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('billing.transfer.bank')}</dt>
              <dd className="break-words">{order.transfer.bank}</dd>
              <dt className="text-muted-foreground">{t('billing.transfer.accountName')}</dt>
              <dd className="break-words">{order.transfer.account_name}</dd>
              {order.transfer.reference && (
                <>
                  <dt className="text-muted-foreground">{t('billing.transfer.reference')}</dt>
                  <dd className="break-words">{order.transfer.reference}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{t('billing.transfer.sentAt')}</dt>
              <dd>
                <time dateTime={order.transfer.transferred_at}>
                  {formatDateTime(order.transfer.transferred_at)}
                </time>
              </dd>
            </dl>
          </section>
        </div>
      )}
    </div>
  );
}

/** The transfer's details as typed; the contract takes the time as an instant and no empty reference. */
interface TransferValues {
  bank: string;
  account_name: string;
  reference: string;
  transferred_at: string;
}

/** The transfer's details (POST /api/orders/:id/transfer), checked by the shared rules, then the server. */
function TransferForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const titleId = useId();
  const submitTransfer = useSubmitTransfer();
  const form = useZodForm(transferDetailsSchema, {
    defaultValues: { bank: '', account_name: '', reference: '', transferred_at: '' },
    toInput: ({ reference, transferred_at, ...values }: TransferValues) => ({
      ...values,
      reference: reference.trim() === '' ? undefined : reference,
      transferred_at: localInputToIso(transferred_at),
    }),
  });
  const submit = useFormSubmit(form, (details) => submitTransfer.mutateAsync({ id: order.id, details }), {
    describe: (error) => refusalText(error, t('billing.transfer.failed'), t, billingWorded),
  });
  // The latest moment the picker offers: a transfer cannot be in the future.
  const [latest] = useState(() => localInputNow(new Date()));

  return (
    <form
      onSubmit={submit.onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-border p-3 sm:p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {t('billing.transfer.formTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormControl form={form} name="bank" label={t('billing.transfer.bank')} announceError>
          {(control) => <Input {...control} autoComplete="off" maxLength={60} />}
        </FormControl>
        <FormControl form={form} name="account_name" label={t('billing.transfer.accountName')} announceError>
          {(control) => <Input {...control} autoComplete="name" maxLength={100} />}
        </FormControl>
        <FormControl
          form={form}
          name="reference"
          label={t('billing.transfer.reference')}
          labelNote={t('billing.transfer.optional')}
          hint={t('billing.transfer.referenceHint')}
          announceError
        >
          {(control) => <Input {...control} autoComplete="off" maxLength={100} />}
        </FormControl>
        <FormControl form={form} name="transferred_at" label={t('billing.transfer.when')} announceError>
          {(control) => <Input {...control} type="datetime-local" max={latest} />}
        </FormControl>
      </div>
      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div>
        <Button type="submit" disabled={submit.pending}>
          {submit.pending ? t('billing.transfer.submitting') : t('billing.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
