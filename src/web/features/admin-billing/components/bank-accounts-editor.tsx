import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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
  const firstInputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set by a change, taken by the render that shows it: the row whose first input takes focus, or null for Add. */
  const focusNext = useRef<{ id: string | null } | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target.id ? firstInputs.current.get(target.id) : addButton.current)?.focus();
  });

  const add = () => {
    const account = newAccount();
    onChange([...accounts, account]);
    focusNext.current = { id: account.id };
  };

  const remove = (index: number) => {
    const next = accounts.filter((_, at) => at !== index);
    onChange(next);
    focusNext.current = { id: (next[index] ?? next[index - 1])?.id ?? null };
  };

  const full = accounts.length >= maxBankAccounts;
  const listError = problems['bank_transfer.accounts'];

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${ids}-hint`}>
      <legend className="text-sm font-semibold">{t('adminBilling.bank.accounts')}</legend>
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminBilling.bank.accountsHint', { max: maxBankAccounts })}
      </p>
      {accounts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          {t('adminBilling.bank.noAccounts')}
        </p>
      ) : (
        <ol className="grid gap-3">
          {accounts.map((account, index) => {
            const number = index + 1;
            return (
              <li key={account.id}>
                <fieldset className="min-w-0 rounded-lg border border-border p-3">
                  {/* Floated, so the legend sits inside the box rather than on its border. */}
                  <legend className="float-left mb-3 w-full text-sm font-medium">
                    {t('adminBilling.bank.account', { number })}
                  </legend>
                  <div className="clear-both grid items-start gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
                    {parts.map((part) => {
                      const path = `bank_transfer.accounts.${index}.${part}`;
                      return (
                        <Field
                          key={part}
                          label={t(`adminBilling.bank.${part}`)}
                          error={problems[path]}
                          announceError
                        >
                          {(control) => (
                            <Input
                              {...control}
                              ref={
                                part === 'bank'
                                  ? (element) => {
                                      if (element) firstInputs.current.set(account.id, element);
                                      else firstInputs.current.delete(account.id);
                                    }
                                  : undefined
                              }
                              name={path}
                              autoComplete="off"
                              inputMode={part === 'account_number' ? 'numeric' : undefined}
                              maxLength={part === 'bank' ? 60 : part === 'account_number' ? 31 : 100}
                              value={account[part]}
                              onChange={(event) =>
                                onChange(
                                  accounts.map((item) =>
                                    item.id === account.id ? { ...item, [part]: event.target.value } : item,
                                  ),
                                )
                              }
                            />
                          )}
                        </Field>
                      );
                    })}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="justify-self-start text-destructive hover:text-destructive sm:mt-6"
                      aria-label={t('adminBilling.bank.removeNamed', { number })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('adminBilling.bank.remove')}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {t('adminBilling.bank.add')}
        </Button>
        {full && (
          <p className="text-xs text-muted-foreground">
            {t('adminBilling.bank.full', { max: maxBankAccounts })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
