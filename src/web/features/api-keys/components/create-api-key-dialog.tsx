import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiScopeDescriptions,
  apiScopes,
  createApiKeySchema,
  maxApiKeyNameLength,
  type ApiScope,
  type CreatedApiKey,
} from '../../../../shared/api-keys';
import { roleAtLeast, workspaceRoles, type WorkspaceRole } from '../../../../shared/workspace-access';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogHeading } from '../../../components/ui/dialog';
import { SecretDialog } from '../../../components/ui/secret-once';
import { FormDialogFooter } from '../../../components/form/form-dialog';
import { refusalText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useCreateApiKey } from '../api/create-api-key';
import { endOfDayIso, todayIn } from '../lib/dates';
import { inContractOrder, scopeGroups } from '../lib/scopes';
import { CreatedApiKeyView } from './created-api-key';
import { FormField } from '../../../components/form/form-field';
import { useFocusRefused } from '../../../components/form/use-zod-form';
import { Field, selectClass } from '../../../components/ui/field';
import { useWorkspaceRole } from '../../../lib/queries/workspace';

interface CreateApiKeyDialogProps {
  /** The account's time zone: the chosen expiry day ends there. */
  timeZone: string;
  /** The account holds as many keys as it may: the button is off, explained by `describedBy`. */
  disabled: boolean;
  describedBy?: string;
  /** Where focus goes on closing when the button cannot take it back (that key was the last allowed). */
  focusFallback: () => void;
}

/**
 * "Create key": a name, the scopes and an optional last day, then the key itself, shown this once.
 * Nothing keeps the key once the dialog closes.
 */
export function CreateApiKeyDialog({
  timeZone,
  disabled,
  describedBy,
  focusFallback,
}: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <SecretDialog<CreatedApiKey>
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button ref={trigger} type="button" disabled={disabled} aria-describedby={describedBy}>
          <Plus aria-hidden="true" />
          {t('apiKeys.section.create')}
        </Button>
      }
      closeLabel={t('apiKeys.form.close')}
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        if (!trigger.current?.disabled) return;
        event.preventDefault();
        focusFallback();
      }}
      form={(onCreated) => <CreateApiKeyForm timeZone={timeZone} onCreated={onCreated} />}
      secret={(created) => <CreatedApiKeyView created={created} onDone={() => setOpen(false)} />}
    />
  );
}

function CreateApiKeyForm({
  timeZone,
  onCreated,
}: {
  timeZone: string;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiScope[]>([]);
  const [day, setDay] = useState('');
  // The key's role in the workspace: the maker's own unless a lesser one is chosen.
  const ownRole = useWorkspaceRole();
  const [chosenRole, setChosenRole] = useState<WorkspaceRole | null>(null);
  const role = chosenRole ?? ownRole;
  const [problems, setProblems] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const focusRefused = useFocusRefused();
  const [today] = useState(() => todayIn(timeZone));

  const showProblems = (next: FieldErrors) => {
    setProblems(next);
    focusRefused(form.current);
  };

  const forget = (field: string) =>
    setProblems((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const parsed = createApiKeySchema.safeParse({
      name,
      scopes: inContractOrder(chosen),
      // Absent means the maker's own role.
      ...(role && role !== ownRole ? { role } : {}),
      expires_at: day === '' ? null : endOfDayIso(day, timeZone),
    });
    if (!parsed.success) {
      showProblems(zodFieldErrors(parsed.error));
      return;
    }
    setProblems({});
    try {
      onCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showProblems(fields);
      // The limit's refusal names the limit and what to do: the server's own sentence.
      else setFailure(refusalText(error, t('apiKeys.form.failed'), t, { statuses: [409] }));
    }
  };

  const about = (field: string) =>
    Object.entries(problems)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .map(([, message]) => message ?? '');
  const scopeProblems = about('scopes');
  const otherProblems = Object.entries(problems)
    .filter(
      ([key]) => !['name', 'scopes', 'role', 'expires_at'].some((f) => key === f || key.startsWith(`${f}.`)),
    )
    .map(([, message]) => message ?? '');
  const hintId = `${ids}-scopes-hint`;
  const errorId = `${ids}-scopes-error`;
  const allChosen = chosen.length === apiScopes.length;

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('apiKeys.form.title')}
      className="grid min-w-0 gap-5"
    >
      <DialogHeading title={t('apiKeys.form.title')} description={t('apiKeys.form.description')} />
      <FormField
        label={t('apiKeys.form.name')}
        hint={t('apiKeys.form.nameHint')}
        error={about('name')[0]}
        name="name"
        autoComplete="off"
        maxLength={maxApiKeyNameLength}
        placeholder={t('apiKeys.form.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          forget('name');
        }}
      />
      {ownRole && (
        <Field
          label={t('apiKeys.form.role')}
          hint={t('apiKeys.form.roleHint', { role: t(`workspaces.roles.${ownRole}`) })}
          error={about('role')[0]}
        >
          {(control) => (
            <select
              {...control}
              name="role"
              className={`${selectClass} sm:w-56`}
              value={role ?? ownRole}
              onChange={(event) => {
                setChosenRole(event.target.value as WorkspaceRole);
                forget('role');
              }}
            >
              {workspaceRoles
                .filter((candidate) => roleAtLeast(ownRole, candidate))
                .map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {t(`workspaces.roles.${candidate}`)}
                  </option>
                ))}
            </select>
          )}
        </Field>
      )}
      <fieldset
        className="grid min-w-0 gap-3"
        aria-describedby={scopeProblems.length > 0 ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="mb-1 text-sm font-medium">{t('apiKeys.form.scopes')}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('apiKeys.form.scopesHint')}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setChosen(allChosen ? [] : [...apiScopes]);
              forget('scopes');
            }}
          >
            {allChosen ? t('apiKeys.form.clear') : t('apiKeys.form.selectAll')}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {scopeGroups.map(({ group, scopes }) => (
            <div
              key={group}
              role="group"
              aria-labelledby={`${ids}-${group}`}
              className="grid content-start gap-3 rounded-lg border border-border p-3"
            >
              <p id={`${ids}-${group}`} className="text-sm font-medium">
                {t(`apiKeys.form.groups.${group}`)}
              </p>
              {scopes.map((scope) => (
                <div key={scope} className="flex items-start gap-2">
                  <input
                    id={`${ids}-${scope}`}
                    type="checkbox"
                    name="scopes"
                    value={scope}
                    className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    aria-describedby={`${ids}-${scope}-description`}
                    aria-invalid={scopeProblems.length > 0 || undefined}
                    checked={chosen.includes(scope)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      setChosen((current) =>
                        on ? [...current, scope] : current.filter((item) => item !== scope),
                      );
                      forget('scopes');
                    }}
                  />
                  <div className="grid min-w-0 gap-0.5">
                    <label htmlFor={`${ids}-${scope}`} className="font-mono text-sm leading-tight">
                      {scope}
                    </label>
                    <p id={`${ids}-${scope}-description`} className="text-xs text-muted-foreground">
                      {apiScopeDescriptions[scope]}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          ))}
        </div>
        {scopeProblems.length > 0 && (
          <ul id={errorId} className="grid gap-0.5 text-sm text-destructive">
            {[...new Set(scopeProblems)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </fieldset>
      <FormField
        label={t('apiKeys.form.expires')}
        labelNote={t('apiKeys.form.optional')}
        hint={t('apiKeys.form.expiresHint', { zone: timeZone })}
        error={about('expires_at')[0]}
        type="date"
        name="expires_at"
        min={today}
        value={day}
        className="sm:w-56"
        onChange={(event) => {
          setDay(event.target.value);
          forget('expires_at');
        }}
      />
      {(failure || otherProblems.length > 0) && (
        <Alert tone="error">{failure ?? otherProblems.join(' ')}</Alert>
      )}
      <FormDialogFooter
        pending={create.isPending}
        submitLabel={t('apiKeys.form.submit')}
        pendingLabel={t('apiKeys.form.creating')}
      />
    </form>
  );
}
