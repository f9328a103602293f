import { ArrowLeft, CornerDownRight, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Entitlements } from '../../../../shared/plans';
import { fallbackReach, type LinkTargeting } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useLink } from '../../../lib/queries/link';
import { toastSuccess } from '../../../lib/toast';
import { useLinkTargeting } from '../api/get-link-targeting';
import { useSaveLinkTargeting } from '../api/save-link-targeting';
import { displayLink } from '../lib/display';
import {
  draftOf,
  draftProblems,
  fallbackInputsOf,
  inputOf,
  problemAt,
  ruleNumbersOf,
  type Draft,
} from '../lib/draft';
import { CountryRules } from './country-rules-section';
import { OtherRules } from './other-rules-section';
import { Rotator } from './rotator-section';
import { TestVisitPanel } from './test-visit-panel';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UpgradePrompt } from './upgrade-prompt';

type Gates = Pick<
  Entitlements,
  'cloakingCountry' | 'deviceTargeting' | 'advancedRules' | 'autoRotator' | 'fallbackUrl'
>;

interface TargetingEditorProps {
  linkId: string;
  gates: Gates;
  /** A viewer: the rules are shown with every control off, and nothing is saved. */
  readOnly?: boolean;
}

/** One link's targeting: loads it, then edits a draft of it until saved. */
export function TargetingEditor({ linkId, gates, readOnly = false }: TargetingEditorProps) {
  const { t } = useTranslation();
  const link = useLink(linkId);
  const targeting = useLinkTargeting(linkId);

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <RouterLink to="/cloaking">
        <ArrowLeft aria-hidden="true" />
        {t('targeting.editor.back')}
      </RouterLink>
    </Button>
  );

  if (targeting.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <LoadingStatus label={t('targeting.editor.loading')} className="grid gap-4">
          <SkeletonBars barClassName={['h-8 w-64 max-w-full', 'h-48 w-full', 'h-32 w-full']} />
        </LoadingStatus>
      </div>
    );
  }
  if (targeting.isError) {
    const missing = targeting.error instanceof ApiError && targeting.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <Alert tone="error">
          <p>
            {missing
              ? t('targeting.editor.notFound')
              : errorText(targeting.error, t('targeting.editor.loadFailed'), t)}
          </p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void targeting.refetch()}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {back}
      <header className="grid gap-1">
        <h2 className="text-2xl font-semibold tracking-tight break-all">
          {link.data ? displayLink(link.data.link) : t('targeting.editor.linkFallback')}
        </h2>
        {link.data && (
          <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            <CornerDownRight className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('targeting.list.destination')}</span>
            <span className="truncate">{link.data.destination_url}</span>
          </p>
        )}
      </header>
      {/* Keyed by what the server holds: a save (or another link) starts a fresh draft from it. */}
      <DraftEditor
        key={`${linkId}:${targeting.dataUpdatedAt}`}
        saved={targeting.data}
        gates={gates}
        readOnly={readOnly}
      />
    </div>
  );
}

function DraftEditor({ saved, gates, readOnly }: { saved: LinkTargeting; gates: Gates; readOnly: boolean }) {
  const { t } = useTranslation();
  const initial = useMemo(() => draftOf(saved.targeting), [saved]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<FieldErrors>({});
  const save = useSaveLinkTargeting();
  const dirty = JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(initial));
  const errors = { ...problems, ...serverFieldErrors(save.error) };
  const refused = save.error instanceof ApiError && save.error.status === 403 ? save.error : null;
  const totalRules = draft.countryRules.length + draft.otherRules.length;
  const numbers = ruleNumbersOf(draft);
  // The same judgement the server's evaluate() makes (shared/targeting.ts), on the draft as it stands.
  const fallback = fallbackReach(fallbackInputsOf(draft, saved.watched_domains), gates);

  function change(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    // Messages stay until the next save: clearing them on each keystroke would hide what was wrong.
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    save.reset();
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { linkId: saved.link_id, targeting: inputOf(draft) },
      { onSuccess: () => toastSuccess(t('targeting.editor.saved')) },
    );
  }

  const invalid = Object.keys(problems).length > 0 || Object.keys(serverFieldErrors(save.error)).length > 0;

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      {saved.not_applied.length > 0 && (
        <Alert tone="info">
          {t('targeting.notApplied.list', { features: saved.not_applied.join(', ') })}
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">{t('targeting.editor.order')}</p>
      {readOnly && <Alert tone="info">{t('targeting.editor.readOnly')}</Alert>}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <form
          onSubmit={submit}
          noValidate
          className="grid min-w-0 gap-6"
          aria-label={t('targeting.editor.form')}
        >
          {/* A viewer's controls are all off: the rules are read, not changed. */}
          <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
            <Section
              title={t('targeting.countryRules.title')}
              description={t('targeting.countryRules.description')}
            >
              {gates.cloakingCountry ? (
                <CountryRules
                  rules={draft.countryRules}
                  onChange={(countryRules) => change({ countryRules })}
                  numbers={numbers.country}
                  totalRules={totalRules}
                  errors={errors}
                />
              ) : (
                <UpgradePrompt
                  feature="cloakingCountry"
                  stored={draft.countryRules.length}
                  onRemoveStored={() => change({ countryRules: [] })}
                />
              )}
              <div className="mt-6 border-t border-border pt-6">
                {gates.fallbackUrl ? (
                  <FormField
                    label={t('targeting.fallback.label')}
                    hint={
                      <>
                        {t('targeting.fallback.hint')}
                        {(fallback === 'rotator' || fallback === 'no_country_rules') && (
                          // Part of the hint, so a screen reader hears it with the field.
                          <span
                            data-testid="fallback-warning"
                            className="mt-2 flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning"
                          >
                            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                            <span>
                              {fallback === 'rotator'
                                ? t('targeting.fallback.neverRotator')
                                : t('targeting.fallback.neverNoCountry')}
                            </span>
                          </span>
                        )}
                      </>
                    }
                    error={problemAt(errors, 'fallback_url')}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={draft.fallback}
                    onChange={(event) => change({ fallback: event.target.value })}
                  />
                ) : (
                  <UpgradePrompt
                    feature="fallbackUrl"
                    stored={draft.fallback.trim() ? 1 : 0}
                    onRemoveStored={() => change({ fallback: '' })}
                  />
                )}
              </div>
            </Section>

            <Section
              title={t('targeting.otherRules.title')}
              description={t('targeting.otherRules.description')}
            >
              {gates.deviceTargeting || gates.advancedRules ? (
                <OtherRules
                  offered={{ device: gates.deviceTargeting, advanced: gates.advancedRules }}
                  rules={draft.otherRules}
                  onChange={(otherRules) => change({ otherRules })}
                  offset={draft.countryRules.length}
                  numbers={numbers.other}
                  totalRules={totalRules}
                  errors={errors}
                />
              ) : (
                <UpgradePrompt
                  feature="deviceTargeting"
                  stored={draft.otherRules.length}
                  onRemoveStored={() => change({ otherRules: [] })}
                />
              )}
            </Section>

            <Section title={t('targeting.rotator.title')} description={t('targeting.rotator.description')}>
              {gates.autoRotator ? (
                <Rotator
                  entries={draft.rotator}
                  watched={saved.watched_domains}
                  onChange={(rotator) => change({ rotator })}
                  errors={errors}
                />
              ) : (
                <UpgradePrompt
                  feature="autoRotator"
                  stored={draft.rotator.length}
                  onRemoveStored={() => change({ rotator: [] })}
                />
              )}
            </Section>
          </fieldset>

          {!readOnly && (
            <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
              {problemAt(errors, 'rules') && !Object.keys(errors).some((key) => key.startsWith('rules.')) && (
                <Alert tone="error">{problemAt(errors, 'rules')}</Alert>
              )}
              {invalid && <Alert tone="error">{t('targeting.editor.fixFields')}</Alert>}
              {refused && <Alert tone="error">{refused.message}</Alert>}
              {save.isError && !refused && !invalid && (
                <Alert tone="error">{errorText(save.error, t('targeting.editor.saveFailed'), t)}</Alert>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('targeting.editor.saving') : t('targeting.editor.save')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={!dirty || save.isPending}
                  onClick={() => {
                    setDraft(initial);
                    setProblems({});
                    save.reset();
                  }}
                >
                  {t('targeting.editor.discard')}
                </Button>
                <p className="text-sm text-muted-foreground" role="status">
                  {dirty ? t('targeting.editor.unsaved') : t('targeting.editor.upToDate')}
                </p>
              </div>
            </div>
          )}
        </form>

        <Section title={t('targeting.test.title')} description={t('targeting.test.description')}>
          <TestVisitPanel linkId={saved.link_id} unsaved={dirty} />
        </Section>
      </div>
    </>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
