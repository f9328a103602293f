import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CreateLink, Link } from '../../../../shared/links';
import type { Entitlements } from '../../../../shared/plans';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCreateLink } from '../api/create-link';
import { useShortDomains } from '../../../lib/queries/short-domains';
import { localInputToIso } from '../lib/expiry';
import { aliasProblem, destinationProblem, expiryProblem, titleProblem } from '../lib/validation';
import { Field, selectClass } from '../../../components/ui/field';
import { DestinationField, LinkOptionsFields, TitleField } from './link-fields';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { isPlanRefusal } from '../lib/plan-refusal';

interface CreateLinkFormProps {
  entitlements: Pick<Entitlements, 'customAlias'>;
  /** The profile's default short domain, preselected when it is on offer. */
  preferredDomain: string | null;
  /** The plan's limit is reached: every field and the button are off until a link is deleted. */
  disabled?: boolean;
  onCreated: (link: Link) => void;
}

/** Destination, optional alias, domain, title and expiry, and the two link options (POST /api/links). */
export function CreateLinkForm({
  entitlements,
  preferredDomain,
  disabled = false,
  onCreated,
}: CreateLinkFormProps) {
  const { t } = useTranslation();
  const create = useCreateLink();
  const domains = useShortDomains();
  const [destination, setDestination] = useState('');
  const [alias, setAlias] = useState('');
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [expires, setExpires] = useState('');
  const [forwardQuery, setForwardQuery] = useState(true);
  const [preview, setPreview] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  const choices = domains.data?.domains ?? [];
  const domain =
    chosenDomain ??
    (preferredDomain && choices.includes(preferredDomain) ? preferredDomain : domains.data?.default) ??
    '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const found: FieldErrors = {
      destination_url: destinationProblem(destination, t),
      custom_alias: entitlements.customAlias ? aliasProblem(alias, t) : undefined,
      title: titleProblem(title, t),
      expires_at: expiryProblem(expires, t),
    };
    const problems = Object.fromEntries(Object.entries(found).filter(([, why]) => why));
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const input: CreateLink = {
      destination_url: destination.trim(),
      forward_query: forwardQuery,
      preview,
      ...(entitlements.customAlias && alias.trim() ? { custom_alias: alias.trim() } : {}),
      ...(domain ? { domain } : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(expires ? { expires_at: localInputToIso(expires) } : {}),
    };
    create.mutate(input, { onSuccess: onCreated });
  };

  const fields = { ...serverFieldErrors(create.error), ...clientErrors };
  const planRefusal = isPlanRefusal(create.error) ? create.error : null;
  const otherFailure =
    create.isError && !planRefusal && Object.keys(serverFieldErrors(create.error)).length === 0;

  return (
    <form onSubmit={submit} aria-label={t('links.create.formLabel')} noValidate>
      {/* A disabled fieldset turns off every control inside at once. */}
      <fieldset disabled={disabled} className="grid gap-6">
        {planRefusal && (
          <Alert tone="error">
            {/* The catalogue's text: the page above already states the limit and usage in numbers. */}
            <p>{errorText(planRefusal, t('auth.errors.requestFailed'), t)}</p>
            <RouterLink to="/pricing" className="mt-1 inline-block font-medium underline underline-offset-4">
              {t('links.create.seePlans')}
            </RouterLink>
          </Alert>
        )}
        {otherFailure && (
          <Alert tone="error">{errorText(create.error, t('auth.errors.requestFailed'), t)}</Alert>
        )}

        <DestinationField
          value={destination}
          onChange={setDestination}
          hint={t('links.form.destinationHint')}
          placeholder="https://example.com/landing-page"
          error={fields.destination_url}
        />

        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            label={t('links.form.domain')}
            hint={domains.isError ? t('links.form.domainsFailed') : undefined}
            error={fields.domain}
          >
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={domain}
                disabled={!domains.data}
                onChange={(event) => setChosenDomain(event.target.value)}
              >
                {!domains.data && <option value="">{t('links.form.domainsLoading')}</option>}
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('links.form.alias')}
            labelNote={t('links.form.optional')}
            hint={
              entitlements.customAlias ? (
                t('links.form.aliasHint')
              ) : (
                <>
                  {t('links.form.aliasNotInPlan')}{' '}
                  <RouterLink
                    to="/pricing"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t('links.create.seePlans')}
                  </RouterLink>
                </>
              )
            }
            error={fields.custom_alias}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                spellCheck={false}
                placeholder={entitlements.customAlias ? 'summer-sale' : undefined}
                disabled={!entitlements.customAlias}
                maxLength={64}
                value={alias}
                onChange={(event) => setAlias(event.target.value)}
              />
            )}
          </Field>
        </div>

        <TitleField value={title} onChange={setTitle} error={fields.title} />

        <Field
          label={t('links.form.expiry')}
          labelNote={t('links.form.optional')}
          hint={t('links.form.expiryHint')}
          error={fields.expires_at}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              className="sm:max-w-xs"
              value={expires}
              onChange={(event) => setExpires(event.target.value)}
            />
          )}
        </Field>

        <LinkOptionsFields
          forwardQuery={forwardQuery}
          onForwardQueryChange={setForwardQuery}
          preview={preview}
          onPreviewChange={setPreview}
        />

        <div>
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending ? t('links.create.submitting') : t('links.create.submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
