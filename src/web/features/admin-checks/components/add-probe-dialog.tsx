import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createProbeSchema, type FilteringResolver, type Probe } from '../../../../shared/checks';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
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
import { refusalText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
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
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Mounted per opening: a new opening starts with an empty form and no token. */}
      {open && <AddProbeContent resolvers={resolvers} onClose={onClose} />}
    </Dialog>
  );
}

function AddProbeContent({ resolvers, onClose }: Omit<AddProbeDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ probe: Probe; token: string } | null>(null);
  return (
    <DialogContent
      closeLabel={t('adminChecks.addProbe.close')}
      // A click beside the dialog must not throw away a token that cannot be shown again.
      onInteractOutside={(event) => {
        if (created) event.preventDefault();
      }}
    >
      {created ? (
        <CreatedProbe probe={created.probe} token={created.token} onDone={onClose} />
      ) : (
        <ProbeForm resolvers={resolvers} onCreated={setCreated} />
      )}
    </DialogContent>
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
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const focusProblem = useRef(false);

  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const showProblems = (next: FieldErrors) => {
    setProblems(next);
    focusProblem.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    // In the settings' order, whatever order they were ticked in.
    const body = {
      name,
      resolvers: resolvers.map((resolver) => resolver.name).filter((n) => chosen.includes(n)),
    };
    const parsed = createProbeSchema.safeParse(body);
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
      else setFailure(refusalText(error, t('adminChecks.addProbe.failed'), t));
    }
  };

  const resolverProblems = Object.entries(problems)
    .filter(([key]) => key === 'resolvers' || key.startsWith('resolvers.'))
    .map(([, message]) => message ?? '');
  const otherProblems = Object.entries(problems)
    .filter(([key]) => key !== 'name' && key !== 'resolvers' && !key.startsWith('resolvers.'))
    .map(([, message]) => message ?? '');
  const hintId = `${ids}-resolvers-hint`;
  const errorId = `${ids}-resolvers-error`;

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('adminChecks.addProbe.title')}
      className="grid min-w-0 gap-4"
    >
      <DialogHeader>
        <DialogTitle>{t('adminChecks.addProbe.title')}</DialogTitle>
        <DialogDescription>{t('adminChecks.addProbe.description')}</DialogDescription>
      </DialogHeader>
      <Field
        label={t('adminChecks.addProbe.name')}
        hint={t('adminChecks.addProbe.nameHint')}
        error={problems.name}
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            maxLength={60}
            placeholder={t('adminChecks.addProbe.namePlaceholder')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblems(({ name: _dropped, ...rest }) => rest);
            }}
          />
        )}
      </Field>
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
              checked={chosen.includes(resolver.name)}
              onChange={(event) => {
                const on = event.target.checked;
                setChosen((current) =>
                  on ? [...current, resolver.name] : current.filter((item) => item !== resolver.name),
                );
                setProblems((current) =>
                  Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('resolvers'))),
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
      {(failure || otherProblems.length > 0) && (
        <Alert tone="error">{failure ?? otherProblems.join(' ')}</Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('adminChecks.addProbe.creating') : t('adminChecks.addProbe.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CreatedProbe({ probe, token, onDone }: { probe: Probe; token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const server = window.location.origin;
  const command = probeCommand(server, token);

  // The form that had focus is gone: the dialog's new title takes it.
  useEffect(() => title.current?.focus(), []);

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="break-words outline-none">
          {t('adminChecks.addProbe.createdTitle', { name: probe.name })}
        </DialogTitle>
        <DialogDescription>{t('adminChecks.addProbe.createdDescription')}</DialogDescription>
      </DialogHeader>
      <Alert tone="warning">{t('adminChecks.addProbe.once')}</Alert>
      <div role="group" aria-labelledby={`${ids}-token`} className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${ids}-token`} className="text-sm font-medium">
            {t('adminChecks.addProbe.token')}
          </p>
          <CopyButton value={token} label={t('adminChecks.addProbe.copyToken')} />
        </div>
        <code className="block rounded-md bg-muted px-3 py-2 font-mono text-sm break-all">{token}</code>
      </div>
      <div role="group" aria-labelledby={`${ids}-command`} className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${ids}-command`} className="text-sm font-medium">
            {t('adminChecks.addProbe.command')}
          </p>
          <CopyButton value={command} label={t('adminChecks.addProbe.copyCommand')} />
        </div>
        <pre className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap">
          <code>{command}</code>
        </pre>
        <p className="text-xs text-muted-foreground">{t('adminChecks.addProbe.commandHint')}</p>
        {needsHttps(server) && <p className="text-xs text-warning">{t('adminChecks.addProbe.https')}</p>}
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t('adminChecks.addProbe.done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
