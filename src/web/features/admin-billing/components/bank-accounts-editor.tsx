import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList, EditableListFieldset, EditableListRemove } from '../../../components/ui/editable-list';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/api-errors';
import { maxBankAccounts, newAccount, type AccountDraft } from '../lib/gateway-draft';

interface BankAccountsEditorProps {
  accounts: AccountDraft[];
  onChange: (accounts: AccountDraft[]) => void;
  /** The form's errors: `bank_transfer.accounts` and `bank_transfer.accounts.0.bank` and the like. */
  problems: FieldErrors;
}

const parts = ['bank', 'account_number', 'account_name'] as const;

/** The accounts buyers transfer to: a row each (bank, number, holder), at most ten. */
export function BankAccountsEditor({ accounts, onChange, problems }: BankAccountsEditorProps) {
  const { t } = useTranslation();
  const ids = useId();

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${ids}-hint`}>
      <legend className="text-sm font-semibold">{t('adminBilling.bank.accounts')}</legend>
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminBilling.bank.accountsHint', { max: maxBankAccounts })}
      </p>
      <EditableList
        items={accounts}
        keyOf={(account) => account.id}
        onChange={onChange}
        create={newAccount}
        max={maxBankAccounts}
        addLabel={t('adminBilling.bank.add')}
        fullText={t('adminBilling.bank.full', { max: maxBankAccounts })}
        emptyText={t('adminBilling.bank.noAccounts')}
        error={problems['bank_transfer.accounts']}
        announceError
      >
        {(account, row) => (
          <EditableListFieldset
            legend={t('adminBilling.bank.account', { number: row.number })}
            className="sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
          >
            {parts.map((part) => {
              const path = `bank_transfer.accounts.${row.index}.${part}`;
              return (
                <Field key={part} label={t(`adminBilling.bank.${part}`)} error={problems[path]} announceError>
                  {(control) => (
                    <Input
                      {...control}
                      ref={part === 'bank' ? row.focusRef() : undefined}
                      name={path}
                      autoComplete="off"
                      inputMode={part === 'account_number' ? 'numeric' : undefined}
                      maxLength={part === 'bank' ? 60 : part === 'account_number' ? 31 : 100}
                      value={account[part]}
                      onChange={(event) => row.update({ [part]: event.target.value })}
                    />
                  )}
                </Field>
              );
            })}
            <EditableListRemove
              row={row}
              label={t('adminBilling.bank.removeNamed', { number: row.number })}
              text={t('adminBilling.bank.remove')}
              className="justify-self-start sm:mt-6"
            />
          </EditableListFieldset>
        )}
      </EditableList>
    </fieldset>
  );
}
