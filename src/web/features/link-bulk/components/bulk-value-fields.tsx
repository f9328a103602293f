import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { TagSwatch } from '../../../components/ui/tag-chip';
import { useFolders } from '../../../lib/queries/folders';
import { useShortDomains } from '../../../lib/queries/short-domains';
import { useTags } from '../../../lib/queries/tags';
import type { ValueDraft, ValueField } from '../lib/target';
import { checkboxClass } from './checkbox-class';

interface ValueFieldProps {
  field: ValueField;
  draft: ValueDraft;
  onChange: (draft: ValueDraft) => void;
  /** Why the value was refused. */
  error: string | undefined;
}

/** The one value an action asks for: the folder, the tags or the domain. */
export function BulkValueField({ field, draft, onChange, error }: ValueFieldProps) {
  if (field === 'folder_id') {
    return (
      <FolderField value={draft.folder} error={error} onChange={(folder) => onChange({ ...draft, folder })} />
    );
  }
  if (field === 'domain') {
    return (
      <DomainField value={draft.domain} error={error} onChange={(domain) => onChange({ ...draft, domain })} />
    );
  }
  return <TagsField value={draft.tags} error={error} onChange={(tags) => onChange({ ...draft, tags })} />;
}

interface ControlProps<T> {
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
}

/** The workspace's folders, and "No folder" to take the links out of theirs. */
function FolderField({ value, error, onChange }: ControlProps<string>) {
  const { t } = useTranslation();
  const folders = useFolders();
  const hint = folders.isPending
    ? t('linkBulk.fields.loading')
    : folders.isError
      ? t('linkBulk.fields.foldersFailed')
      : undefined;
  return (
    <Field label={t('linkBulk.fields.folder')} hint={hint} error={error} announceError>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          <option value="">{t('linkBulk.fields.chooseFolder')}</option>
          <option value="none">{t('linkBulk.fields.noFolder')}</option>
          {(folders.data?.items ?? []).map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The domains the workspace's links may use (GET /api/links/domains). */
function DomainField({ value, error, onChange }: ControlProps<string>) {
  const { t } = useTranslation();
  const domains = useShortDomains();
  const hint = domains.isPending
    ? t('linkBulk.fields.loading')
    : domains.isError
      ? t('linkBulk.fields.domainsFailed')
      : undefined;
  return (
    <Field label={t('linkBulk.fields.domain')} hint={hint} error={error} announceError>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          <option value="">{t('linkBulk.fields.chooseDomain')}</option>
          {(domains.data?.domains ?? []).map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The workspace's tags as checkboxes, in a box that scrolls when there are many. */
function TagsField({ value, error, onChange }: ControlProps<string[]>) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('linkBulk.fields.tags')}</legend>
      <TagChoices value={value} invalid={error !== undefined} onChange={onChange} />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TagChoices({
  value,
  invalid,
  onChange,
}: {
  value: string[];
  invalid: boolean;
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  if (tags.isPending) {
    return (
      <LoadingStatus label={t('linkBulk.fields.tagsLoading')} className="grid gap-2">
        <SkeletonBars barClassName={['h-5 w-40', 'h-5 w-32', 'h-5 w-36']} />
      </LoadingStatus>
    );
  }
  if (tags.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t('linkBulk.fields.tagsFailed')}
        <Button type="button" variant="outline" size="sm" onClick={() => void tags.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (tags.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('linkBulk.fields.noTags')}</p>;
  }
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ul className="grid max-h-56 gap-0.5 overflow-y-auto rounded-md border border-border p-1">
      {tags.data.items.map((tag) => (
        <li key={tag.id}>
          <label className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
            <input
              type="checkbox"
              checked={value.includes(tag.id)}
              aria-invalid={invalid || undefined}
              onChange={(event) => toggle(tag.id, event.target.checked)}
              className={checkboxClass}
            />
            <TagSwatch color={tag.color} />
            <span className="min-w-0 truncate">{tag.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
