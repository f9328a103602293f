import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gatewayInputSchema,
  gatewayTestSchema,
  midtransEnvironments,
  type GatewaySettings,
} from '../../../../shared/billing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useTestGateway, type GatewayTestResult } from '../api/test-gateway';
import { useUpdateGatewaySettings } from '../api/update-gateway-settings';
import { draftFromSettings, gatewayCandidate, type GatewayDraft } from '../lib/gateway-draft';
import { adminBillingWorded } from '../lib/refusal';
import { BankAccountsEditor } from './bank-accounts-editor';
import { CardSection } from '../../../components/layouts/card-section';
import { SwitchField } from '../../../components/ui/switch-field';
import { formatDateTime } from '../../../lib/format';

/** Every path the form shows an error beside; anything else goes above Save. */
function isGatewayField(path: string): boolean {
  return (
    ['midtrans.server_key', 'midtrans.client_key', 'midtrans.environment', 'bank_transfer.accounts'].includes(
      path,
    ) || /^bank_transfer\.accounts\.\d+\.(bank|account_number|account_name)$/.test(path)
  );
}

/** The form's order of fields, so that focus goes to the first one refused. */
function firstField(problems: FieldErrors): string | undefined {
  const keys = Object.keys(problems).filter((key) => problems[key] && key !== 'bank_transfer.accounts');
  const order = (key: string) => {
    if (key === 'midtrans.environment') return -3;
    if (key === 'midtrans.server_key') return -2;
    if (key === 'midtrans.client_key') return -1;
    const [, , row = '0', part = ''] = key.split('.');
    return Number(row) * 3 + ['bank', 'account_number', 'account_name'].indexOf(part);
  };
  return keys.sort((a, b) => order(a) - order(b))[0];
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; text: string };
type TestOutcome = { kind: 'ok'; result: GatewayTestResult } | { kind: 'failed'; text: string };

/**
 * Midtrans (on or off, sandbox or production, the keys, the notification URL, a connection test) and
 * manual bank transfer (on or off, the accounts), saved together. The stored keys are only ever shown
 * as masks; a key input left empty keeps the stored key.
 */
export function GatewayForm({ settings }: { settings: GatewaySettings }) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useUpdateGatewaySettings();
  const test = useTestGateway();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<GatewayDraft>(() => draftFromSettings(settings));
  const [problems, setProblems] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [tested, setTested] = useState<TestOutcome | null>(null);

  const edit = (patch: Partial<GatewayDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setOutcome(null);
  };

  const focusField = (path: string | undefined) => {
    if (path) form.current?.querySelector<HTMLElement>(`[name="${path}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    const parsed = gatewayInputSchema.safeParse(gatewayCandidate(draft));
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setProblems(found);
      focusField(firstField(found));
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const shown = Object.fromEntries(Object.entries(fields).filter(([key]) => isGatewayField(key)));
      const others = Object.entries(fields).filter(([key]) => !isGatewayField(key));
      setProblems(shown);
      focusField(firstField(shown));
      if (Object.keys(shown).length === 0 || others.length > 0) {
        setOutcome({
          kind: 'failed',
          text:
            others.length > 0
              ? others.map(([key, why]) => t('adminBilling.form.otherField', { field: key, why })).join(' ')
              : refusalText(error, t('adminBilling.gateway.saveFailed'), t, adminBillingWorded),
        });
      }
      return;
    }
    // Stored now: the inputs empty again, and only the new masks are shown.
    setDraft((current) => ({ ...current, serverKey: '', clientKey: '' }));
    setOutcome({ kind: 'saved' });
  };

  const runTest = async () => {
    if (test.isPending) return;
    setTested(null);
    const typed = draft.serverKey.trim();
    const parsed = gatewayTestSchema.safeParse(typed ? { server_key: typed } : {});
    if (!parsed.success) {
      setProblems((current) => ({
        ...current,
        'midtrans.server_key': t('adminBilling.midtrans.keyTooShort'),
      }));
      focusField('midtrans.server_key');
      return;
    }
    setProblems((current) => {
      const rest = { ...current };
      delete rest['midtrans.server_key'];
      return rest;
    });
    try {
      setTested({ kind: 'ok', result: await test.mutateAsync(parsed.data) });
    } catch (error) {
      setTested({
        kind: 'failed',
        text: refusalText(error, t('adminBilling.midtrans.testFailed'), t, adminBillingWorded),
      });
    }
  };

  const { midtrans } = settings;
  const typedServerKey = draft.serverKey.trim() !== '';

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('adminBilling.gateway.formLabel')}
      className="grid gap-6"
    >
      <CardSection
        title={t('adminBilling.midtrans.title')}
        description={t('adminBilling.midtrans.description')}
      >
        <SwitchField
          label={t('adminBilling.midtrans.enabled')}
          hint={t('adminBilling.midtrans.enabledHint')}
          checked={draft.midtransEnabled}
          onCheckedChange={(midtransEnabled) => edit({ midtransEnabled })}
        />

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('adminBilling.midtrans.environment')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {midtransEnvironments.map((environment) => (
              <div
                key={environment}
                className="flex items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary"
              >
                <input
                  id={`${ids}-${environment}`}
                  type="radio"
                  name="midtrans.environment"
                  value={environment}
                  checked={draft.environment === environment}
                  onChange={() => edit({ environment })}
                  aria-describedby={`${ids}-${environment}-hint`}
                  className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                />
                <div className="grid min-w-0 gap-1">
                  <label htmlFor={`${ids}-${environment}`} className="text-sm font-medium">
                    {t(`adminBilling.environments.${environment}`)}
                  </label>
                  <p id={`${ids}-${environment}-hint`} className="text-xs text-muted-foreground">
                    {t(`adminBilling.environments.${environment}Hint`)}
                  </p>
                </div>
              </div>
            ))}
          </div>
          {problems['midtrans.environment'] && (
            <p role="alert" className="text-sm text-destructive">
              {problems['midtrans.environment']}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <KeyField
            name="midtrans.server_key"
            label={
              midtrans.server_key_mask
                ? t('adminBilling.midtrans.newServerKey')
                : t('adminBilling.midtrans.serverKey')
            }
            mask={midtrans.server_key_mask}
            value={draft.serverKey}
            error={problems['midtrans.server_key']}
            onChange={(serverKey) => {
              edit({ serverKey });
              setTested(null);
            }}
          />
          <KeyField
            name="midtrans.client_key"
            label={
              midtrans.client_key_mask
                ? t('adminBilling.midtrans.newClientKey')
                : t('adminBilling.midtrans.clientKey')
            }
            mask={midtrans.client_key_mask}
            value={draft.clientKey}
            error={problems['midtrans.client_key']}
            onChange={(clientKey) => edit({ clientKey })}
          />
        </div>

        <Field
          label={t('adminBilling.midtrans.notificationUrl')}
          hint={t('adminBilling.midtrans.notificationHint')}
        >
          {(control) => (
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Input
                {...control}
                readOnly
                className="min-w-0 flex-1 basis-64 font-mono"
                value={midtrans.notification_url}
                onFocus={(event) => event.target.select()}
              />
              <CopyButton value={midtrans.notification_url} label={t('adminBilling.midtrans.copyUrl')} />
            </div>
          )}
        </Field>

        <div className="grid gap-2">
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={test.isPending || (!typedServerKey && !midtrans.server_key_mask)}
              onClick={() => void runTest()}
            >
              {test.isPending ? t('adminBilling.midtrans.testing') : t('adminBilling.midtrans.test')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            {typedServerKey
              ? t('adminBilling.midtrans.testTyped')
              : midtrans.server_key_mask
                ? t('adminBilling.midtrans.testStored')
                : t('adminBilling.midtrans.testNone')}
          </p>
          {tested?.kind === 'ok' && (
            <Alert tone="success">
              {t('adminBilling.midtrans.testOk', {
                environment: t(`adminBilling.environments.${tested.result.environment}`),
              })}
            </Alert>
          )}
          {tested?.kind === 'failed' && <Alert tone="error">{tested.text}</Alert>}
        </div>
      </CardSection>

      <CardSection title={t('adminBilling.bank.title')} description={t('adminBilling.bank.description')}>
        <SwitchField
          label={t('adminBilling.bank.enabled')}
          hint={t('adminBilling.bank.enabledHint')}
          checked={draft.bankEnabled}
          onCheckedChange={(bankEnabled) => edit({ bankEnabled })}
        />
        <BankAccountsEditor
          accounts={draft.accounts}
          onChange={(accounts) => edit({ accounts })}
          problems={problems}
        />
      </CardSection>

      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('adminBilling.gateway.saving') : t('adminBilling.gateway.save')}
          </Button>
          {settings.updated_at && (
            <p className="text-xs text-muted-foreground">
              {t('adminBilling.gateway.updated')}{' '}
              <time dateTime={settings.updated_at}>{formatDateTime(settings.updated_at)}</time>
            </p>
          )}
        </div>
        {outcome?.kind === 'saved' && <Alert tone="success">{t('adminBilling.gateway.saved')}</Alert>}
        {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
      </div>
    </form>
  );
}

interface KeyFieldProps {
  name: string;
  label: string;
  mask: string | null;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A Midtrans key: never prefilled; the stored one is named by its mask, and kept when left empty. */
function KeyField({ name, label, mask, value, error, onChange }: KeyFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      hint={mask ? t('adminBilling.midtrans.storedHint', { mask }) : t('adminBilling.midtrans.noKey')}
      error={error}
      announceError
    >
      {(control) => (
        <Input
          {...control}
          type="password"
          name={name}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
