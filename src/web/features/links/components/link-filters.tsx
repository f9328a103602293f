import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { linkStates } from '../../../../shared/links';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar';
import { useFolders } from '../../../lib/queries/folders';
import { useShortDomains } from '../../../lib/queries/short-domains';
import { useTags } from '../../../lib/queries/tags';
import { cn } from '../../../lib/cn';
import { hasFilters, validDay, type LinkFilters } from '../lib/filters';
import { TagPicker } from './tag-picker';
import type { FilterChanges } from './use-link-filters';

interface LinkFiltersBarProps {
  filters: LinkFilters;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
}

/** Tags (any or all of them), folder, domain, state and the days created between, over the list. */
export function LinkFiltersBar({ filters, onChange, onClear }: LinkFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('links.filters.label')} className="gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TagFilter className="sm:col-span-2" value={filters.tags} mode={filters.tagMode} onChange={onChange} />
      <FolderFilter value={filters.folder} onChange={(folder) => onChange({ folder })} />
      <DomainFilter value={filters.domain} onChange={(domain) => onChange({ domain })} />
      <SelectFilter
        name="state"
        label={t('links.filters.state')}
        any={t('links.filters.anyState')}
        value={filters.state ?? ''}
        onChange={(state) => onChange({ state })}
        options={linkStates.map((state) => ({ value: state, label: t(`links.filters.states.${state}`) }))}
      />
      <CreatedFilters from={filters.createdFrom} to={filters.createdTo} onChange={onChange} />
      {hasFilters(filters) && (
        <div className="flex items-end">
          <Button type="button" variant="outline" onClick={onClear}>
            <X aria-hidden="true" />
            {t('links.filters.clear')}
          </Button>
        </div>
      )}
    </FilterBar>
  );
}

function TagFilter({
  value,
  mode,
  onChange,
  className,
}: {
  value: string[];
  mode: LinkFilters['tagMode'];
  onChange: (changes: FilterChanges) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <TagPicker
        label={t('links.filters.tags')}
        placeholder={t('links.filters.tagsPlaceholder')}
        hint={tags.isError ? t('links.tagPicker.loadFailed') : undefined}
        options={tags.data?.items ?? []}
        value={value}
        loading={tags.isPending}
        // The mode means nothing without tags: it goes with the last of them.
        onChange={(ids) => onChange({ tags: ids.join(','), ...(ids.length === 0 ? { tag_mode: null } : {}) })}
      />
      {value.length > 1 && (
        <TagModeChoice mode={mode} onChange={(next) => onChange({ tag_mode: tagModeParam(next) })} />
      )}
    </div>
  );
}

const tagModes = ['any', 'all'] as const satisfies readonly LinkFilters['tagMode'][];

/** Any is the default: the address names only All. */
function tagModeParam(mode: LinkFilters['tagMode']): string | null {
  return mode === 'all' ? mode : null;
}

/** Links with any of the chosen tags, or with every one: two radios, the arrows move between them. */
function TagModeChoice({
  mode,
  onChange,
}: {
  mode: LinkFilters['tagMode'];
  onChange: (mode: LinkFilters['tagMode']) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="float-left mr-1 text-muted-foreground">{t('links.filters.tagMode')}</legend>
      {tagModes.map((choice) => (
        <label key={choice} className="flex cursor-pointer items-center gap-1.5">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={mode === choice}
            onChange={() => onChange(choice)}
            className="size-4 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          {t(`links.filters.tagModes.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

function FolderFilter({ value, onChange }: { value: string | null; onChange: (folder: string) => void }) {
  const { t } = useTranslation();
  const folders = useFolders();
  const items = folders.data?.items ?? [];
  const options = [
    { value: 'none', label: t('links.folder.none') },
    ...items.map((folder) => ({ value: folder.id, label: folder.name })),
  ];
  // A folder in the address the list does not name (not loaded, or deleted) stays selectable.
  if (value !== null && !options.some((option) => option.value === value)) {
    options.push({ value, label: t('links.folder.current') });
  }
  return (
    <SelectFilter
      name="folder"
      label={t('links.folder.label')}
      any={t('links.filters.allFolders')}
      value={value ?? ''}
      onChange={onChange}
      options={options}
    />
  );
}

function DomainFilter({ value, onChange }: { value: string | null; onChange: (domain: string) => void }) {
  const { t } = useTranslation();
  const domains = useShortDomains();
  const choices = [...new Set([...(domains.data?.domains ?? []), ...(value ? [value] : [])])];
  return (
    <SelectFilter
      name="domain"
      label={t('links.filters.domain')}
      any={t('links.filters.allDomains')}
      value={value ?? ''}
      onChange={onChange}
      options={choices.map((domain) => ({ value: domain, label: domain }))}
    />
  );
}

/** The first and last day of creation, each day whole, in the browser's time. */
function CreatedFilters({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation();
  const backwards = from !== null && to !== null && to < from;
  return (
    <>
      <FormField
        type="date"
        name="created_from"
        label={t('links.filters.createdFrom')}
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => onChange({ created_from: validDay(event.target.value) })}
      />
      <FormField
        type="date"
        name="created_to"
        label={t('links.filters.createdTo')}
        value={to ?? ''}
        min={from ?? undefined}
        error={backwards ? t('links.filters.toBeforeFrom') : undefined}
        onChange={(event) => onChange({ created_to: validDay(event.target.value) })}
      />
    </>
  );
}
