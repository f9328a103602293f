import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isTimeZone, updateMeSchema, type Profile } from '../../../../shared/account';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useUpdateMe } from '../api/update-me';
import { FormControl } from '../../../components/form/form-control';
import { FormMessage } from '../../../components/form/form-message';
import { fieldErrorOf, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { errorText } from '../../../lib/api-errors';
import { dateTimeFormat } from '../../../lib/format';

interface SettingsFormProps {
  profile: Profile;
  /** The brand's short domains open to every user (base_domain, other_domain), when set. */
  domainChoices: string[];
}

const selectClass =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

function allTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  // Some engines list UTC only under its aliases; keep it choosable by its own name.
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function matches(zone: string, query: string): boolean {
  const needle = query.trim().toLowerCase().replace(/\s+/g, '_');
  return needle === '' || zone.toLowerCase().includes(needle);
}

/** Time zone, default short domain and language (PATCH /api/me). */
export function SettingsForm({ profile, domainChoices }: SettingsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const ids = useId();
  const zones = useMemo(() => allTimeZones(), []);
  const form = useZodForm(updateMeSchema, {
    defaultValues: {
      timezone: profile.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone,
      default_domain: profile.default_domain,
      language: profile.language === 'id' ? 'id' : 'en',
    },
  });
  const submit = useFormSubmit(form, (changes) => update.mutateAsync(changes), {
    describe: (error) => errorText(error, t('auth.errors.requestFailed'), t),
    onStart: () => update.reset(),
  });
  const chosenZone = useWatch({ control: form.control, name: 'timezone' }) ?? '';
  const domain = useWatch({ control: form.control, name: 'default_domain' });
  const [filter, setFilter] = useState('');

  const shownZones = useMemo(() => {
    const found = zones.filter((zone) => matches(zone, filter));
    // The chosen zone stays in the list, so the list never hides what is selected.
    return found.includes(chosenZone) || chosenZone === '' ? found : [chosenZone, ...found];
  }, [zones, filter, chosenZone]);
  const noMatch = filter.trim() !== '' && !zones.some((zone) => matches(zone, filter));

  // A domain saved earlier stays choosable even if the admin has since removed it.
  const domains = [
    ...new Set([...domainChoices, ...(profile.default_domain ? [profile.default_domain] : [])]),
  ];

  const errors = form.formState.errors;
  const errorOf = (field: 'timezone' | 'default_domain') => {
    const error = fieldErrorOf(errors, field);
    return error ? (
      <p
        id={`${ids}-${field}-error`}
        role={error.fromServer ? 'alert' : undefined}
        className="text-sm text-destructive"
      >
        {error.message}
      </p>
    ) : null;
  };
  const describedBy = (field: 'timezone' | 'default_domain') =>
    [`${ids}-${field}-hint`, fieldErrorOf(errors, field) ? `${ids}-${field}-error` : null]
      .filter(Boolean)
      .join(' ');

  return (
    <form onSubmit={submit.onSubmit} className="grid gap-8" aria-label={t('settings.title')} noValidate>
      {update.isSuccess && <FormMessage tone="success">{t('settings.saved')}</FormMessage>}
      {submit.failure && <FormMessage tone="error">{submit.failure}</FormMessage>}

      <div className="grid gap-2">
        <Label htmlFor={`${ids}-timezone`}>{t('settings.timezone')}</Label>
        <Input
          type="search"
          aria-label={t('settings.timezoneFilter')}
          placeholder={t('settings.timezoneFilterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <select
          id={`${ids}-timezone`}
          name="timezone"
          size={8}
          className={cn(selectClass, 'py-1')}
          value={chosenZone}
          onChange={(event) => form.setValue('timezone', event.target.value)}
          aria-invalid={fieldErrorOf(errors, 'timezone') ? true : undefined}
          aria-describedby={describedBy('timezone')}
        >
          {shownZones.map((zone) => (
            <option key={zone} value={zone} className="rounded-sm px-1 py-0.5">
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {noMatch && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('settings.timezoneNoMatch', { query: filter.trim() })}
          </p>
        )}
        <p id={`${ids}-timezone-hint`} className="text-xs text-muted-foreground">
          {isTimeZone(chosenZone) && (
            <>
              {t('settings.timezoneSelected', {
                zone: chosenZone.replaceAll('_', ' '),
                time: dateTimeFormat({
                  timeStyle: 'short',
                  timeZone: chosenZone,
                }).format(new Date()),
              })}{' '}
            </>
          )}
          {t('settings.timezoneHint')}
        </p>
        {errorOf('timezone')}
      </div>

      <fieldset className="grid gap-2" aria-describedby={describedBy('default_domain')}>
        <legend className="mb-2 text-sm font-medium">{t('settings.defaultDomain')}</legend>
        {domains.map((choice) => (
          <DomainChoice
            key={choice}
            label={choice}
            checked={domain === choice}
            onSelect={() => form.setValue('default_domain', choice)}
            name={`${ids}-domain`}
          />
        ))}
        <DomainChoice
          label={t('settings.ownDomain')}
          checked={domain === null}
          onSelect={() => form.setValue('default_domain', null)}
          name={`${ids}-domain`}
        />
        <p id={`${ids}-default_domain-hint`} className="text-xs text-muted-foreground">
          {t('settings.defaultDomainHint')}
        </p>
        {errorOf('default_domain')}
      </fieldset>

      <FormControl form={form} name="language" label={t('settings.language')}>
        {(control) => (
          <select {...control} className={cn(selectClass, 'h-9 sm:max-w-xs')}>
            <option value="en">{t('settings.english')}</option>
            <option value="id">{t('settings.indonesian')}</option>
          </select>
        )}
      </FormControl>

      <div>
        <Button type="submit" disabled={submit.pending}>
          {submit.pending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

interface DomainChoiceProps {
  label: string;
  name: string;
  checked: boolean;
  onSelect: () => void;
}

function DomainChoice({ label, name, checked, onSelect }: DomainChoiceProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      />
      <label htmlFor={id} className="text-sm break-all">
        {label}
      </label>
    </div>
  );
}
