import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CreateLink, Link } from '../../../../shared/links';
import type { Entitlements } from '../../../../shared/plans';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCreateLink } from '../api/create-link';
import { useShortDomains } from '../../../lib/queries/short-domains';
import { localInputToIso } from '../../../lib/local-time';
import {
  aliasProblem,
  destinationProblem,
  expiredUrlProblem,
  expiryProblem,
  maxClicksProblem,
  maxClicksValue,
  passwordProblem,
  titleProblem,
} from '../lib/validation';
import {
  AliasField,
  DestinationField,
  DomainField,
  ExpiryField,
  FolderField,
  ExpiredUrlField,
  LinkOptionsFields,
  MaxClicksField,
  PasswordField,
  TagsField,
  TitleField,
  UtmBuilder,
  utmRefused,
} from './link-fields';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { isPlanRefusal } from '../lib/plan-refusal';
import { SocialPreviewFields, socialDraftOf, socialInputOf } from './social-preview-fields';

interface CreateLinkFormProps {
  entitlements: Pick<Entitlements, 'customAlias' | 'passwordLinks' | 'customPreviews'>;
  /** The profile's default short domain, preselected when it is on offer. */
  preferredDomain: string | null;
  /** The plan's limit is reached: every field and the button are off until a link is deleted. */
  disabled?: boolean;
  onCreated: (link: Link) => void;
}

/**
 * Destination (with its UTM parameters), optional alias, domain, title, tags, folder, expiry and
 * password, and the two link options (POST /api/links).
 */
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
  const [password, setPassword] = useState('');
  const [maxClicks, setMaxClicks] = useState('');
  const [expiredUrl, setExpiredUrl] = useState('');
  const [social, setSocial] = useState(() => socialDraftOf(null));
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  /** Counts the submits refused for a UTM value: each opens the builder, which says why. */
  const [utmRefusals, setUtmRefusals] = useState(0);

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
      max_clicks: maxClicksProblem(maxClicks, t),
      expired_url: expiredUrlProblem(expiredUrl, t),
      password: entitlements.passwordLinks ? passwordProblem(password, t) : undefined,
    };
    const problems = Object.fromEntries(Object.entries(found).filter(([, why]) => why));
    setClientErrors(problems);
    const utmWrong = utmRefused(destination);
    if (utmWrong) setUtmRefusals((count) => count + 1);
    if (Object.keys(problems).length > 0 || utmWrong) return;

    const input: CreateLink = {
      destination_url: destination.trim(),
      forward_query: forwardQuery,
      preview,
      ...(entitlements.customAlias && alias.trim() ? { custom_alias: alias.trim() } : {}),
      ...(domain ? { domain } : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(expires ? { expires_at: localInputToIso(expires) } : {}),
      ...(maxClicks.trim() ? { max_clicks: maxClicksValue(maxClicks)! } : {}),
      ...(expiredUrl.trim() ? { expired_url: expiredUrl.trim() } : {}),
      ...(tagIds.length > 0 ? { tag_ids: tagIds } : {}),
      ...(folderId ? { folder_id: folderId } : {}),
      ...(entitlements.passwordLinks && password ? { password } : {}),
      ...(entitlements.customPreviews && social.on ? { social_preview: socialInputOf(social)! } : {}),
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
        <UtmBuilder destination={destination} onDestinationChange={setDestination} reveal={utmRefusals} />

        <div className="grid gap-6 sm:grid-cols-2">
          <DomainField
            value={domain}
            onChange={setChosenDomain}
            error={fields.domain}
            hint={domains.isError ? t('links.form.domainsFailed') : undefined}
            choices={choices}
            loading={!domains.data}
            placeholder={domains.data ? undefined : t('links.form.domainsLoading')}
          />
          <AliasField
            value={alias}
            onChange={setAlias}
            error={fields.custom_alias}
            allowed={entitlements.customAlias}
            placeholder={entitlements.customAlias ? 'summer-sale' : undefined}
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
          />
        </div>

        <TitleField value={title} onChange={setTitle} error={fields.title} />

        <TagsField value={tagIds} onChange={setTagIds} error={fields.tag_ids} />
        <FolderField value={folderId} onChange={setFolderId} error={fields.folder_id} />

        <ExpiryField
          value={expires}
          onChange={setExpires}
          error={fields.expires_at}
          hint={t('links.form.expiryHint')}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <MaxClicksField value={maxClicks} onChange={setMaxClicks} error={fields.max_clicks} />
          <ExpiredUrlField value={expiredUrl} onChange={setExpiredUrl} error={fields.expired_url} />
        </div>

        <PasswordField
          value={password}
          onChange={setPassword}
          error={fields.password}
          allowed={entitlements.passwordLinks}
        />

        <SocialPreviewFields
          draft={social}
          onChange={setSocial}
          allowed={entitlements.customPreviews}
          domain={domain}
          errors={fields}
        />

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
