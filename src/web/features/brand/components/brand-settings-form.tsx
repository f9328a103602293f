import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../../shared/brand';
import { brandAssetSetting, type BrandAssetKind } from '../../../../shared/brand-assets';
import type { DomainSettings } from '../../../../shared/domains';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUpdateBrand } from '../api/update-brand';
import { useUpdateDomainSettings } from '../api/update-domain-settings';
import { useUploadBrandAsset } from '../api/upload-brand-asset';
import { readImageFile } from '../lib/image-file';
import {
  changesOf,
  draftFrom,
  previewBrand,
  type SettingsDraft,
  type SettingsKey,
} from '../lib/settings-draft';
import { AccentField } from './accent-field';
import { BrandPreview } from './brand-preview';
import { FeaturesPreview } from './features-preview';
import { ImageField } from './image-field';
import { CardSection } from '../../../components/layouts/card-section';
import { FormField } from '../../../components/form/form-field';
import { useFocusRefused } from '../../../components/form/use-zod-form';

type Outcome = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'failed'; reasons: string[] };

const textareaClass =
  'min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

/** The uploadable images, in the order the form shows them. */
const imageKinds = ['logo', 'favicon'] as const;

interface BrandSettingsFormProps {
  brand: Brand;
  domains: DomainSettings;
  mark: (brand: Brand) => ReactNode;
}

/**
 * Every brand setting and the short domains, saved together (only what changed); the logo and
 * favicon may also be uploaded, which saves them at once. Beside the fields, the sidebar and the
 * landing hero as they would look.
 */
export function BrandSettingsForm({ brand, domains, mark }: BrandSettingsFormProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const saveBrand = useUpdateBrand();
  const saveDomains = useUpdateDomainSettings();
  const upload = useUploadBrandAsset();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(brand, domains));
  const [problems, setProblems] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploading, setUploading] = useState<BrandAssetKind | null>(null);
  const [uploaded, setUploaded] = useState<BrandAssetKind | null>(null);
  const saving = saveBrand.isPending || saveDomains.isPending;
  const focusRefused = useFocusRefused();
  const typed = useMemo(() => previewBrand(draft, brand), [draft, brand]);
  const preview = useDebouncedValue(typed, 300);

  const edit = <K extends SettingsKey>(key: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setOutcome(null);
    if (key === 'brand_logo' || key === 'favicon_url') setUploaded(null);
  };

  const uploadFile = async (kind: BrandAssetKind, file: File) => {
    const key = brandAssetSetting[kind];
    setUploaded(null);
    setProblems((current) => ({ ...current, [key]: undefined }));
    const read = await readImageFile(file);
    if ('problem' in read) {
      setProblems((current) => ({ ...current, [key]: t(`brand.settings.fileProblems.${read.problem}`) }));
      return;
    }
    setUploading(kind);
    try {
      const saved = await upload.mutateAsync({ kind, upload: read.upload });
      setDraft((current) => ({ ...current, [key]: saved[key] }));
      setUploaded(kind);
    } catch (error) {
      // The server names the file (data_base64) or its type (content_type): both belong to this field.
      const fields = serverFieldErrors(error);
      const why =
        fields.data_base64 ?? fields.content_type ?? errorText(error, t('brand.settings.uploadFailed'), t);
      setProblems((current) => ({ ...current, [key]: why }));
    } finally {
      setUploading(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    const changes = changesOf(draft, brand, domains);
    const typed: FieldErrors = {};
    for (const key of Object.keys(changes.problems) as SettingsKey[]) {
      typed[key] = t('brand.settings.trialWholeDays');
    }
    if (Object.keys(typed).length > 0) {
      setProblems(typed);
      focusRefused(form.current);
      return;
    }
    const brandChanged = Object.keys(changes.brand).length > 0;
    const domainsChanged = Object.keys(changes.domains).length > 0;
    if (!brandChanged && !domainsChanged) {
      setProblems({});
      setOutcome({ kind: 'unchanged' });
      return;
    }
    const [brandResult, domainsResult] = await Promise.allSettled([
      brandChanged ? saveBrand.mutateAsync(changes.brand) : Promise.resolve(null),
      domainsChanged ? saveDomains.mutateAsync(changes.domains) : Promise.resolve(null),
    ]);
    // What was saved shows as stored (trimmed, lower case); what was refused stays as typed.
    setDraft((current) => {
      const next = { ...current };
      if (brandResult.status === 'fulfilled' && brandResult.value) {
        const stored = draftFrom(brandResult.value, domains);
        for (const key of Object.keys(changes.brand) as SettingsKey[])
          Object.assign(next, { [key]: stored[key] });
      }
      if (domainsResult.status === 'fulfilled' && domainsResult.value) {
        Object.assign(next, domainsResult.value);
      }
      return next;
    });
    const failures = [brandResult, domainsResult].flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (failures.length === 0) {
      setProblems({});
      setOutcome({ kind: 'saved' });
      return;
    }
    const found: FieldErrors = {};
    const reasons: string[] = [];
    for (const failure of failures) {
      const fields = serverFieldErrors(failure);
      for (const [key, why] of Object.entries(fields)) {
        if (Object.hasOwn(draft, key)) found[key] = why;
        else reasons.push(t('brand.settings.otherField', { field: key, why }));
      }
      const reason = errorText(failure, '', t);
      if (reason && !reasons.includes(reason)) reasons.unshift(reason);
    }
    setProblems(found);
    focusRefused(form.current);
    setOutcome({ kind: 'failed', reasons });
  };

  const text = (key: Exclude<SettingsKey, 'show_pricing_plans'>, label: string, hint?: ReactNode) => (
    <FormField
      label={label}
      hint={hint}
      error={problems[key]}
      announceError
      name={key}
      value={draft[key]}
      onChange={(event) => edit(key, event.target.value)}
      autoComplete="off"
    />
  );

  const multiline = (
    key: 'landing_page_description' | 'landing_page_features',
    label: string,
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={problems[key]} announceError>
      {(control) => (
        <textarea
          {...control}
          name={key}
          value={draft[key]}
          onChange={(event) => edit(key, event.target.value)}
          rows={key === 'landing_page_features' ? 8 : 3}
          spellCheck={key !== 'landing_page_features'}
          className={key === 'landing_page_features' ? `${textareaClass} font-mono` : textareaClass}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('brand.settings.formLabel')}
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <CardSection title={t('brand.settings.identity')} description={t('brand.settings.identityHint')}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('app_name', t('brand.settings.appName'), t('brand.settings.appNameHint'))}
            {text('brand_name', t('brand.settings.brandName'), t('brand.settings.brandNameHint'))}
          </div>
          {text(
            'brand_description',
            t('brand.settings.brandDescription'),
            t('brand.settings.brandDescriptionHint'),
          )}
        </CardSection>

        <CardSection title={t('brand.settings.images')} description={t('brand.settings.imagesHint')}>
          <div className="grid gap-6 md:grid-cols-2">
            {imageKinds.map((kind) => {
              const key = brandAssetSetting[kind];
              return (
                <ImageField
                  key={kind}
                  name={key}
                  label={t(`brand.settings.${kind}`)}
                  uploadLabel={t(`brand.settings.upload.${kind}`)}
                  removeLabel={t(`brand.settings.removeImage.${kind}`)}
                  value={draft[key]}
                  error={problems[key]}
                  uploading={uploading === kind}
                  uploaded={uploaded === kind}
                  onChange={(value) => edit(key, value)}
                  onFile={(file) => void uploadFile(kind, file)}
                />
              );
            })}
          </div>
        </CardSection>

        <CardSection title={t('brand.settings.colours')} description={t('brand.settings.coloursHint')}>
          <AccentField
            value={draft.brand_accent_color}
            error={problems.brand_accent_color}
            onChange={(value) => edit('brand_accent_color', value)}
          />
          <Field
            label={t('brand.settings.gradient')}
            hint={t('brand.settings.gradientHint')}
            error={problems.brand_gradient}
            announceError
          >
            {(control) => (
              <div className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  style={{ backgroundImage: preview.brand_gradient }}
                  className="size-9 shrink-0 rounded-md border border-border"
                />
                <Input
                  {...control}
                  name="brand_gradient"
                  value={draft.brand_gradient}
                  onChange={(event) => edit('brand_gradient', event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
              </div>
            )}
          </Field>
        </CardSection>

        <CardSection title={t('brand.settings.landing')} description={t('brand.settings.landingHint')}>
          {text('landing_page_title', t('brand.settings.landingTitle'))}
          {multiline('landing_page_description', t('brand.settings.landingDescription'))}
          {multiline(
            'landing_page_features',
            t('brand.settings.landingFeatures'),
            t('brand.settings.landingFeaturesHint'),
          )}
          <FeaturesPreview html={draft.landing_page_features} />
          {text('contact_link', t('brand.settings.contactLink'), t('brand.settings.contactLinkHint'))}
          <PricingSwitch
            checked={draft.show_pricing_plans}
            onCheckedChange={(checked) => edit('show_pricing_plans', checked)}
          />
        </CardSection>

        <CardSection title={t('brand.settings.support')} description={t('brand.settings.supportHint')}>
          <div className="grid gap-4 md:grid-cols-2">
            {text(
              'telegram_support_link',
              t('brand.settings.telegramLink'),
              t('brand.settings.telegramLinkHint'),
            )}
            <FormField
              label={t('brand.settings.trialPeriod')}
              hint={t('brand.settings.trialPeriodHint')}
              error={problems.trial_period}
              announceError
              name="trial_period"
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              step={1}
              value={draft.trial_period}
              onChange={(event) => edit('trial_period', event.target.value)}
              className="max-w-32"
            />
          </div>
        </CardSection>

        <CardSection title={t('brand.settings.domains')} description={t('brand.settings.domainsHint')}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('base_domain', t('brand.settings.baseDomain'), t('brand.settings.baseDomainHint'))}
            {text('other_domain', t('brand.settings.otherDomain'), t('brand.settings.otherDomainHint'))}
            {text('expired_url', t('brand.settings.expiredUrl'), t('brand.settings.expiredUrlHint'))}
          </div>
        </CardSection>
      </div>

      {/* Beside the fields on wide screens, kept in view while they scroll; below them on narrow ones. */}
      <div className="grid min-w-0 gap-4 xl:sticky xl:top-[calc(var(--shell-top-bar,0px)+1.5rem)]">
        <CardSection title={t('brand.preview.title')} description={t('brand.preview.description')}>
          <BrandPreview brand={preview} mark={mark} />
        </CardSection>
      </div>

      <div className="grid gap-3 xl:col-span-2">
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? t('brand.settings.saving') : t('brand.settings.save')}
          </Button>
        </div>
        {outcome?.kind === 'saved' && <Alert tone="success">{t('brand.settings.saved')}</Alert>}
        {outcome?.kind === 'unchanged' && <Alert tone="info">{t('brand.settings.unchanged')}</Alert>}
        {outcome?.kind === 'failed' && (
          <Alert tone="error">
            <p className="font-medium">{t('brand.settings.saveFailed')}</p>
            {outcome.reasons.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </Alert>
        )}
      </div>
    </form>
  );
}

function PricingSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="leading-snug">
          {t('brand.settings.showPricing')}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('brand.settings.showPricingHint')}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
