import { useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blockSettingsSchema, type BlockSettings, type FilteringResolver } from '../../../../shared/checks';
import { flatFieldErrors, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { CardSection } from '../../../components/layouts/card-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api-errors';
import { useUpdateCheckSettings } from '../api/update-check-settings';
import {
  isChanged,
  settingsInput,
  unplacedProblems,
  valuesFromSettings,
  type ResolverRow,
  type SettingsValues,
} from '../lib/settings-values';
import { ResolversEditor } from './resolvers-editor';
import { SignaturesFields } from './signatures-fields';

/** What the last Save did, said beside the button; the newest wins. */
type Outcome = { kind: 'saved' } | { kind: 'invalid' };

/**
 * The filtering resolvers and the block signatures, saved together (PUT replaces both): judged by
 * the shared schema before they are sent, and the server's refusals shown under the fields named.
 * A field's refusal goes as its value changes; a row added or removed takes the rows' with it
 * (they are named by place).
 */
export function BlockSettingsForm({
  settings,
  servedBy,
}: {
  settings: BlockSettings;
  /** The remote probes that ask each resolver, by the resolver's saved name. */
  servedBy: ReadonlyMap<string, string[]>;
}) {
  const { t } = useTranslation();
  const save = useUpdateCheckSettings();
  const saveButton = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useZodForm(blockSettingsSchema, {
    defaultValues: valuesFromSettings(settings),
    toInput: settingsInput,
  });
  const resolvers = useController({ control: form.control, name: 'resolvers' });
  const signatures = useWatch({ control: form.control, name: 'signatures' });
  const submit = useFormSubmit(form, (body) => save.mutateAsync(body), {
    describe: (error) => refusalText(error, t('adminChecks.form.saveFailed'), t),
    onRefused: () => setOutcome({ kind: 'invalid' }),
    onDone: (saved) => {
      form.reset(
        valuesFromSettings(
          saved,
          form.getValues('resolvers').map((resolver) => resolver.id),
        ),
      );
      setOutcome({ kind: 'saved' });
    },
  });
  const problems = flatFieldErrors(form.formState.errors);

  const editResolver = (index: number, part: keyof FilteringResolver, value: string) => {
    resolvers.field.onChange(
      resolvers.field.value.map((resolver, at) =>
        at === index ? ({ ...resolver, [part]: value } as ResolverRow) : resolver,
      ),
    );
    form.clearErrors(`resolvers.${index}.${part}`);
  };

  const replaceResolvers = (next: ResolverRow[]) => {
    resolvers.field.onChange(next);
    // Rows moved: problems named by place would sit under the wrong row.
    form.clearErrors('resolvers');
  };

  const editSignature = (part: keyof SettingsValues['signatures'], value: string) => {
    form.setValue(`signatures.${part}`, value);
    form.clearErrors(`signatures.${part}`);
  };

  const discard = () => {
    form.reset(valuesFromSettings(settings));
    setOutcome(null);
    // Discard goes away with the changes: focus stays in the form.
    saveButton.current?.focus();
  };

  const changed = isChanged({ resolvers: resolvers.field.value, signatures }, settings);
  const unplaced = unplacedProblems(problems);

  return (
    <form
      onSubmit={(event) => {
        setOutcome(null);
        submit.onSubmit(event);
      }}
      noValidate
      aria-label={t('adminChecks.form.label')}
      className="grid min-w-0 gap-6"
    >
      <CardSection
        level={3}
        title={t('adminChecks.resolvers.title')}
        description={t('adminChecks.resolvers.description')}
      >
        <ResolversEditor
          resolvers={resolvers.field.value}
          onEdit={editResolver}
          onReplace={replaceResolvers}
          problems={problems}
          servedBy={servedBy}
        />
      </CardSection>
      <CardSection
        level={3}
        title={t('adminChecks.signatures.title')}
        description={t('adminChecks.signatures.description')}
      >
        <SignaturesFields values={signatures} onEdit={editSignature} problems={problems} />
      </CardSection>
      <div className="grid gap-3">
        {outcome?.kind === 'invalid' && (
          <Alert tone="error">
            <p>{t('adminChecks.form.invalid')}</p>
            {unplaced.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {unplaced.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
        {outcome?.kind === 'saved' && !changed && <Alert tone="success">{t('adminChecks.form.saved')}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={saveButton} type="submit" disabled={submit.pending}>
            {submit.pending ? t('adminChecks.form.saving') : t('adminChecks.form.save')}
          </Button>
          {changed && (
            <>
              <Button type="button" variant="outline" disabled={submit.pending} onClick={discard}>
                {t('adminChecks.form.discard')}
              </Button>
              <p className="text-sm text-muted-foreground">{t('adminChecks.form.unsaved')}</p>
            </>
          )}
        </div>
      </div>
    </form>
  );
}
