import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkTag } from '../../../../shared/link-tags';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { maxDestinationLength, maxTitleLength } from '../lib/validation';
import { SwitchField } from '../../../components/ui/switch-field';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { useCreateTag } from '../../../lib/queries/create-tag';
import { useFolders } from '../../../lib/queries/folders';
import { useTags } from '../../../lib/queries/tags';
import { TagPicker } from './tag-picker';

export { UtmBuilder, utmRefused } from './utm-builder';

// Fields the create form and the edit dialog share, so the two cannot drift apart.

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function DestinationField({
  value,
  onChange,
  error,
  hint,
  placeholder,
}: TextFieldProps & { hint?: string; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.destination')}
      hint={hint}
      error={error}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder={placeholder}
      maxLength={maxDestinationLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function TitleField({ value, onChange, error }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.title')}
      labelNote={t('links.form.optional')}
      error={error}
      maxLength={maxTitleLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The short domain the link is served on, among the ones on offer. */
export function DomainField({
  value,
  onChange,
  error,
  hint,
  choices,
  loading,
  placeholder,
}: TextFieldProps & {
  hint?: ReactNode;
  choices: readonly string[];
  /** The domains on offer are still on their way: the choice waits. */
  loading: boolean;
  /** An empty first choice while there is none yet ("Loading domains…"). */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('links.form.domain')} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className={selectClass}
          value={value}
          disabled={loading}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The link's own code instead of a generated one, where the plan allows it. */
export function AliasField({
  value,
  onChange,
  error,
  hint,
  allowed,
  placeholder,
}: TextFieldProps & { hint: ReactNode; allowed: boolean; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.alias')}
      labelNote={t('links.form.optional')}
      hint={hint}
      error={error}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      disabled={!allowed}
      maxLength={64}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** How many clicks the link takes before it expires; empty: no cap. */
export function MaxClicksField({ value, onChange, error }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.maxClicks')}
      labelNote={t('links.form.optional')}
      hint={t('links.form.maxClicksHint')}
      error={error}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      className="sm:max-w-xs"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Where the link goes once expired (by time or clicks); empty: the domain's, else the "expired" page. */
export function ExpiredUrlField({ value, onChange, error }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.expiredUrl')}
      labelNote={t('links.form.optional')}
      hint={t('links.form.expiredUrlHint')}
      error={error}
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      maxLength={maxDestinationLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The visitors' password. On a new link (or one without a password): type one, or leave it empty.
 * On a protected link: type a new one to change it, or remove it (`removal`); the old one is never
 * shown, as the server keeps only its hash.
 */
export function PasswordField({
  value,
  onChange,
  error,
  allowed,
  removal,
}: TextFieldProps & {
  allowed: boolean;
  removal?: { removing: boolean; onRemovingChange: (removing: boolean) => void };
}) {
  const { t } = useTranslation();
  const hint = removal
    ? removal.removing
      ? t('links.edit.passwordRemoving')
      : allowed
        ? t('links.edit.passwordSet')
        : t('links.edit.passwordKeptNotInPlan')
    : allowed
      ? t('links.form.passwordHint')
      : t('links.form.passwordNotInPlan');
  return (
    <Field label={t('links.form.password')} labelNote={t('links.form.optional')} hint={hint} error={error}>
      {(control) => (
        <div className="flex flex-wrap gap-2">
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            className="w-auto min-w-0 flex-1"
            disabled={!allowed || removal?.removing}
            maxLength={128}
            value={removal?.removing ? '' : value}
            onChange={(event) => onChange(event.target.value)}
          />
          {removal && (
            <Button
              type="button"
              variant="outline"
              aria-pressed={removal.removing}
              onClick={() => removal.onRemovingChange(!removal.removing)}
            >
              {removal.removing ? t('links.edit.keepPassword') : t('links.edit.removePassword')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}

/** When the link stops working, in the browser's local time; `onClear` offers to take it away. */
export function ExpiryField({
  value,
  onChange,
  error,
  hint,
  onClear,
}: TextFieldProps & { hint: string; onClear?: () => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('links.form.expiry')} labelNote={t('links.form.optional')} hint={hint} error={error}>
      {(control) => {
        const input = (
          <Input
            {...control}
            type="datetime-local"
            className={onClear ? 'w-auto min-w-0 flex-1' : 'sm:max-w-xs'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        return onClear ? (
          <div className="flex flex-wrap gap-2">
            {input}
            {value && (
              <Button type="button" variant="outline" onClick={onClear}>
                {t('links.edit.clearExpiry')}
              </Button>
            )}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

interface LinkOptionsProps {
  forwardQuery: boolean;
  onForwardQueryChange: (checked: boolean) => void;
  preview: boolean;
  onPreviewChange: (checked: boolean) => void;
}

/** The link's switches: forward the visitor's query string, show a preview page first. */
export function LinkOptionsFields({
  forwardQuery,
  onForwardQueryChange,
  preview,
  onPreviewChange,
}: LinkOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <SwitchField
        label={t('links.form.forwardQuery')}
        hint={t('links.form.forwardQueryHint')}
        checked={forwardQuery}
        onCheckedChange={onForwardQueryChange}
      />
      <SwitchField
        label={t('links.form.preview')}
        hint={t('links.form.previewHint')}
        checked={preview}
        onCheckedChange={onPreviewChange}
      />
    </div>
  );
}

/**
 * The link's tags, among the workspace's; a name typed that no tag has is created on the spot.
 * `own` are the tags the link carries already, shown by name even before the list has loaded.
 */
export function TagsField({
  value,
  onChange,
  error,
  own = [],
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  own?: readonly LinkTag[];
}) {
  const { t } = useTranslation();
  const tags = useTags();
  const create = useCreateTag();
  const [createError, setCreateError] = useState<string | undefined>();
  const options = [...new Map([...own, ...(tags.data?.items ?? [])].map((tag) => [tag.id, tag])).values()];

  const createTag = async (name: string): Promise<LinkTag> => {
    setCreateError(undefined);
    try {
      return await create.mutateAsync({ name });
    } catch (failure) {
      // A name taken or too long comes back on `name`: it is this field's to say.
      setCreateError(
        serverFieldErrors(failure).name ?? errorText(failure, t('links.tagPicker.createFailed'), t),
      );
      throw failure;
    }
  };

  return (
    <TagPicker
      label={t('links.tagPicker.label')}
      placeholder={t('links.tagPicker.placeholder')}
      hint={tags.isError ? t('links.tagPicker.loadFailed') : t('links.tagPicker.hint')}
      error={createError ?? error}
      options={options}
      value={value}
      onChange={(ids) => {
        setCreateError(undefined);
        onChange(ids);
      }}
      loading={tags.isPending}
      onCreate={createTag}
    />
  );
}

/** The folder the link sits in, or none. */
export function FolderField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (folderId: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const folders = useFolders();
  const items = folders.data?.items ?? [];
  // A folder the list does not name (not loaded, or gone meanwhile) stays chosen until changed.
  const unlisted = value !== null && !items.some((folder) => folder.id === value);
  return (
    <Field
      label={t('links.folder.label')}
      labelNote={t('links.form.optional')}
      hint={folders.isError ? t('links.folder.loadFailed') : undefined}
      error={error}
    >
      {(control) => (
        <select
          {...control}
          className={`${selectClass} sm:max-w-xs`}
          value={value ?? ''}
          disabled={folders.isPending && value === null}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('links.folder.none')}</option>
          {unlisted && <option value={value}>{t('links.folder.current')}</option>}
          {items.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
