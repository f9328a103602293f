import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Link, UpdateLink } from '../../../../shared/links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
} from '../../../components/ui/dialog';
import { useUpdateLink } from '../api/update-link';
import { displayLink } from '../lib/display';
import { isoToLocalInput, localInputToIso } from '../../../lib/local-time';
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
import { useMe } from '../../../lib/queries/me';
import type { SocialPreview, SocialPreviewInput } from '../../../../shared/social-preview';
import { SocialPreviewFields, socialDraftOf, socialInputOf } from './social-preview-fields';
import { useShortDomains } from '../../../lib/queries/short-domains';
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

interface EditLinkDialogProps {
  link: Link;
  canUseAlias: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Destination (with its UTM parameters, read back from it), domain, alias, title, tags, folder,
 * expiry, password and the link options, in a dialog (PATCH /api/links/:id).
 */
export function EditLinkDialog({ link, canUseAlias, open, onOpenChange }: EditLinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('links.dialog.close')}>
        <DialogHeading
          title={t('links.edit.title')}
          description={displayLink(link.link)}
          descriptionClassName="break-all"
        />
        <EditLinkForm link={link} canUseAlias={canUseAlias} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface EditLinkFormProps {
  link: Link;
  canUseAlias: boolean;
  onDone: () => void;
}

// Mounted each time the dialog opens, so it starts from the link as it is now.
function EditLinkForm({ link, canUseAlias, onDone }: EditLinkFormProps) {
  const { t } = useTranslation();
  const update = useUpdateLink();
  const domains = useShortDomains();
  const [destination, setDestination] = useState(link.destination_url);
  const [domain, setDomain] = useState(link.domain);
  const [alias, setAlias] = useState(link.custom_alias ?? '');
  const [title, setTitle] = useState(link.title ?? '');
  const [expires, setExpires] = useState(isoToLocalInput(link.expires_at));
  const [forwardQuery, setForwardQuery] = useState(link.forward_query);
  const [preview, setPreview] = useState(link.preview);
  const [password, setPassword] = useState('');
  const [maxClicks, setMaxClicks] = useState(link.max_clicks === null ? '' : String(link.max_clicks));
  const [expiredUrl, setExpiredUrl] = useState(link.expired_url ?? '');
  const [removingPassword, setRemovingPassword] = useState(false);
  // Setting or changing a password needs the plan; removing one never does.
  const entitlements = useMe().data?.entitlements;
  const canProtect = entitlements?.passwordLinks ?? false;
  const [social, setSocial] = useState(() => socialDraftOf(link.social_preview));
  const [tagIds, setTagIds] = useState(() => link.tags.map((tag) => tag.id));
  const [folderId, setFolderId] = useState(link.folder_id);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  /** Counts the submits refused for a UTM value: each opens the builder, which says why. */
  const [utmRefusals, setUtmRefusals] = useState(0);
  const initialExpiry = isoToLocalInput(link.expires_at);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    // Only what changed is sent: an unchanged past expiry, say, must not be refused as "past".
    const changes: UpdateLink = {};
    const problems: FieldErrors = {};
    let utmWrong = false;
    if (destination.trim() !== link.destination_url) {
      changes.destination_url = destination.trim();
      problems.destination_url = destinationProblem(destination, t);
      // Only a changed destination: one saved before the rules stays as it is.
      utmWrong = utmRefused(destination);
    }
    if (domain !== link.domain) changes.domain = domain;
    const aliasValue = alias.trim() || null;
    if (canUseAlias && aliasValue !== link.custom_alias) {
      changes.custom_alias = aliasValue;
      problems.custom_alias = aliasProblem(alias, t);
    }
    const titleValue = title.trim() || null;
    if (titleValue !== link.title) {
      changes.title = titleValue;
      problems.title = titleProblem(title, t);
    }
    if (expires !== initialExpiry) {
      changes.expires_at = expires ? localInputToIso(expires) : null;
      problems.expires_at = expiryProblem(expires, t);
    }
    if (maxClicksValue(maxClicks) !== link.max_clicks) {
      problems.max_clicks = maxClicksProblem(maxClicks, t);
      if (!problems.max_clicks) changes.max_clicks = maxClicksValue(maxClicks);
    }
    if ((expiredUrl.trim() || null) !== link.expired_url) {
      changes.expired_url = expiredUrl.trim() || null;
      problems.expired_url = expiredUrlProblem(expiredUrl, t);
    }
    const socialInput = socialInputOf(social);
    const stored = link.social_preview;
    if (socialInput === null ? stored !== null : !samePreview(socialInput, stored))
      changes.social_preview = socialInput;
    if (forwardQuery !== link.forward_query) changes.forward_query = forwardQuery;
    if (preview !== link.preview) changes.preview = preview;
    if (removingPassword) changes.password = null;
    else if (canProtect && password !== '') {
      changes.password = password;
      problems.password = passwordProblem(password, t);
    }
    if (
      !sameIds(
        tagIds,
        link.tags.map((tag) => tag.id),
      )
    )
      changes.tag_ids = tagIds;
    if (folderId !== link.folder_id) changes.folder_id = folderId;

    const found = Object.fromEntries(Object.entries(problems).filter(([, why]) => why));
    setClientErrors(found);
    if (utmWrong) setUtmRefusals((count) => count + 1);
    if (Object.keys(found).length > 0 || utmWrong) return;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate({ id: link.id, changes }, { onSuccess: onDone });
  };

  const fields = { ...serverFieldErrors(update.error), ...clientErrors };
  const otherFailure = update.isError && Object.keys(serverFieldErrors(update.error)).length === 0;
  const aliasHint = !canUseAlias
    ? t('links.form.aliasNotInPlan')
    : link.custom_alias
      ? t('links.edit.aliasClearHint')
      : t('links.form.aliasHint');

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label={t('links.edit.title')} noValidate>
      {otherFailure && (
        <Alert tone="error">{errorText(update.error, t('auth.errors.requestFailed'), t)}</Alert>
      )}
      <DestinationField value={destination} onChange={setDestination} error={fields.destination_url} />
      <UtmBuilder destination={destination} onDestinationChange={setDestination} reveal={utmRefusals} />
      <DomainField
        value={domain}
        onChange={setDomain}
        error={fields.domain}
        hint={t('links.edit.domainHint')}
        // The link's own domain stays listed even when it is no longer on offer (a lapsed proof).
        choices={[...new Set([link.domain, ...(domains.data?.domains ?? [])])]}
        loading={!domains.data}
      />
      <AliasField
        value={alias}
        onChange={setAlias}
        error={fields.custom_alias}
        allowed={canUseAlias}
        hint={aliasHint}
      />
      <TitleField value={title} onChange={setTitle} error={fields.title} />
      <TagsField value={tagIds} onChange={setTagIds} error={fields.tag_ids} own={link.tags} />
      <FolderField value={folderId} onChange={setFolderId} error={fields.folder_id} />
      <ExpiryField
        value={expires}
        onChange={setExpires}
        error={fields.expires_at}
        hint={t('links.edit.expiryHint')}
        onClear={() => setExpires('')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <MaxClicksField value={maxClicks} onChange={setMaxClicks} error={fields.max_clicks} />
        <ExpiredUrlField value={expiredUrl} onChange={setExpiredUrl} error={fields.expired_url} />
      </div>
      <PasswordField
        value={password}
        onChange={setPassword}
        error={fields.password}
        allowed={canProtect}
        removal={
          link.has_password
            ? { removing: removingPassword, onRemovingChange: setRemovingPassword }
            : undefined
        }
      />
      <SocialPreviewFields
        draft={social}
        onChange={setSocial}
        allowed={entitlements?.customPreviews ?? false}
        domain={domain}
        errors={fields}
        problem={update.data?.social_preview_problem}
      />
      <LinkOptionsFields
        forwardQuery={forwardQuery}
        onForwardQueryChange={setForwardQuery}
        preview={preview}
        onPreviewChange={setPreview}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('links.edit.saving') : t('links.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Whether the typed preview is the stored one (nothing to send). */
function samePreview(input: SocialPreviewInput, stored: SocialPreview | null): boolean {
  return (
    stored !== null &&
    (input.title ?? null) === stored.title &&
    (input.description ?? null) === stored.description &&
    (input.image ?? null) === stored.image
  );
}

/** The same tags, whatever the order they were chosen in (the server keeps a set). */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
