import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockSettings, FilteringResolver } from '../../../../shared/checks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { refusalText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useUpdateCheckSettings } from '../api/update-check-settings';
import {
  checkDraft,
  draftFromSettings,
  isChanged,
  unplacedProblems,
  without,
  type ResolverDraft,
  type SettingsDraft,
} from '../lib/settings-draft';
import { ResolversEditor } from './resolvers-editor';
import { CardSection } from '../../../components/layouts/card-section';
import { SignaturesFields } from './signatures-fields';

/** What the last Save did, said beside the button; the newest wins. */
type Outcome = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed'; text: string };

const signatureFields = {
  blockIps: 'signatures.block_ips',
  blockCnames: 'signatures.block_cnames',
  edeCodes: 'signatures.ede_codes',
} as const;

/**
 * The filtering resolvers and the block signatures, saved together (PUT replaces both): judged by
 * the shared schema before they are sent, and the server's refusals shown under the fields named.
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
  const form = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromSettings(settings));
  const [problems, setProblems] = useState<FieldErrors>({});
  const [notNumbers, setNotNumbers] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Set when problems appear, taken by the render that shows them: focus the first marked field. */
  const focusProblem = useRef(false);

  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const showProblems = (next: FieldErrors, codes: string[] = []) => {
    setProblems(next);
    setNotNumbers(codes);
    setOutcome({ kind: 'invalid' });
    focusProblem.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      showProblems(checked.problems, checked.notNumbers);
      return;
    }
    setProblems({});
    setNotNumbers([]);
    try {
      const saved = await save.mutateAsync(checked.settings);
      setDraft(
        draftFromSettings(
          saved,
          draft.resolvers.map((resolver) => resolver.id),
        ),
      );
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showProblems(fields);
      else setOutcome({ kind: 'failed', text: refusalText(error, t('adminChecks.form.saveFailed'), t) });
    }
  };

  const editResolver = (index: number, part: keyof FilteringResolver, value: string) => {
    setDraft((current) => ({
      ...current,
      resolvers: current.resolvers.map((resolver, at) =>
        at === index ? ({ ...resolver, [part]: value } as ResolverDraft) : resolver,
      ),
    }));
    setProblems((current) => without(current, `resolvers.${index}.${part}`));
  };

  const replaceResolvers = (resolvers: ResolverDraft[]) => {
    setDraft((current) => ({ ...current, resolvers }));
    // Rows moved: problems named by index would sit under the wrong row.
    setProblems((current) => without(current, 'resolvers'));
  };

  const editSignature = (part: keyof typeof signatureFields, value: string) => {
    setDraft((current) => ({ ...current, [part]: value }));
    setProblems((current) => without(current, signatureFields[part]));
    if (part === 'edeCodes') setNotNumbers([]);
  };

  const discard = () => {
    setDraft(draftFromSettings(settings));
    setProblems({});
    setNotNumbers([]);
    setOutcome(null);
    // Discard goes away with the changes: focus stays in the form.
    saveButton.current?.focus();
  };

  const changed = isChanged(draft, settings);
  const unplaced = unplacedProblems(problems);

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
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
          resolvers={draft.resolvers}
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
        <SignaturesFields values={draft} onEdit={editSignature} problems={problems} notNumbers={notNumbers} />
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
        {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
        {outcome?.kind === 'saved' && !changed && <Alert tone="success">{t('adminChecks.form.saved')}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={saveButton} type="submit" disabled={save.isPending}>
            {save.isPending ? t('adminChecks.form.saving') : t('adminChecks.form.save')}
          </Button>
          {changed && (
            <>
              <Button type="button" variant="outline" disabled={save.isPending} onClick={discard}>
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
