import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createProbeSchema, type FilteringResolver, type Probe } from '../../../../shared/checks';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormControl } from '../../../components/form/form-control';
import { FormDialogFooter } from '../../../components/form/form-dialog';
import { flatFieldErrors, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { DialogHeading } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { CopyBlock, SecretDialog, SecretOnce } from '../../../components/ui/secret-once';
import { refusalText } from '../../../lib/api-errors';
import { useCreateProbe } from '../api/create-probe';
import { needsHttps, probeCommand } from '../lib/probes';

interface AddProbeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The saved filtering resolvers: a probe may ask only these. */
  resolvers: readonly FilteringResolver[];
}

/**
 * "Add probe": a name and the resolvers it asks, then its token, shown this once with the command
 * that runs the probe. Nothing keeps the token once the dialog closes.
 */
export function AddProbeDialog({ open, onClose, resolvers }: AddProbeDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretDialog<{ probe: Probe; token: string }>
      open={open}
      onOpenChange={(next) => !next && onClose()}
      closeLabel={t('adminChecks.addProbe.close')}
      form={(onCreated) => <ProbeForm resolvers={resolvers} onCreated={onCreated} />}
      secret={(created) => <CreatedProbe probe={created.probe} token={created.token} onDone={onClose} />}
    />
  );
}

function ProbeForm({
  resolvers,
  onCreated,
}: {
  resolvers: readonly FilteringResolver[];
  onCreated: (created: { probe: Probe; token: string }) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProbe();
  const ids = useId();
  const form = useZodForm(createProbeSchema, {
    defaultValues: { name: '', resolvers: [] as string[] },
    // In the settings' order, whatever order they were ticked in.
    toInput: (values: { name: string; resolvers: string[] }) => ({
      name: values.name,
      resolvers: resolvers.map((resolver) => resolver.name).filter((n) => values.resolvers.includes(n)),
    }),
  });
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    describe: (error) => refusalText(error, t('adminChecks.addProbe.failed'), t),
    onDone: onCreated,
  });
  const chosen = useController({ control: form.control, name: 'resolvers' });
  const problems = flatFieldErrors(form.formState.errors);

  const resolverProblems = Object.entries(problems)
    .filter(([key]) => key === 'resolvers' || key.startsWith('resolvers.'))
    .map(([, message]) => message);
  const otherProblems = Object.entries(problems)
    .filter(([key]) => key !== 'name' && key !== 'resolvers' && !key.startsWith('resolvers.'))
    .map(([, message]) => message);
  const hintId = `${ids}-resolvers-hint`;
  const errorId = `${ids}-resolvers-error`;
  const failure = submit.failure ?? (otherProblems.length > 0 ? otherProblems.join(' ') : null);

  return (
    <form
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={t('adminChecks.addProbe.title')}
      className="grid min-w-0 gap-4"
    >
      <DialogHeading
        title={t('adminChecks.addProbe.title')}
        description={t('adminChecks.addProbe.description')}
      />
      <FormControl
        form={form}
        name="name"
        label={t('adminChecks.addProbe.name')}
        hint={t('adminChecks.addProbe.nameHint')}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={60}
            placeholder={t('adminChecks.addProbe.namePlaceholder')}
          />
        )}
      </FormControl>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={resolverProblems.length > 0 ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="mb-2 text-sm font-medium">{t('adminChecks.addProbe.resolvers')}</legend>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('adminChecks.addProbe.resolversHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {resolvers.map((resolver) => (
            <CheckboxField
              key={resolver.name}
              label={resolver.name}
              className="min-w-0 break-all"
              aria-invalid={resolverProblems.length > 0 || undefined}
              checked={chosen.field.value.includes(resolver.name)}
              onChange={(event) => {
                const on = event.target.checked;
                const current = chosen.field.value;
                chosen.field.onChange(
                  on ? [...current, resolver.name] : current.filter((item) => item !== resolver.name),
                );
              }}
            />
          ))}
        </div>
        {resolverProblems.length > 0 && (
          <ul id={errorId} className="grid gap-0.5 text-sm text-destructive">
            {resolverProblems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormDialogFooter
        pending={submit.pending}
        submitLabel={t('adminChecks.addProbe.create')}
        pendingLabel={t('adminChecks.addProbe.creating')}
      />
    </form>
  );
}

function CreatedProbe({ probe, token, onDone }: { probe: Probe; token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const server = window.location.origin;
  const command = probeCommand(server, token);
  return (
    <SecretOnce
      title={t('adminChecks.addProbe.createdTitle', { name: probe.name })}
      description={t('adminChecks.addProbe.createdDescription')}
      warning={t('adminChecks.addProbe.once')}
      label={t('adminChecks.addProbe.token')}
      copyLabel={t('adminChecks.addProbe.copyToken')}
      value={token}
      display="block"
      doneLabel={t('adminChecks.addProbe.done')}
      onDone={onDone}
    >
      <CopyBlock
        label={t('adminChecks.addProbe.command')}
        copyLabel={t('adminChecks.addProbe.copyCommand')}
        value={command}
      >
        <p className="text-xs text-muted-foreground">{t('adminChecks.addProbe.commandHint')}</p>
        {needsHttps(server) && <p className="text-xs text-warning">{t('adminChecks.addProbe.https')}</p>}
      </CopyBlock>
    </SecretOnce>
  );
}
