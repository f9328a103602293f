import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linksPageSize } from '../../../../shared/links';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLinks } from '../../../lib/queries/links';
import { displayLink } from '../lib/labels';

/** The spec's search debounce. */
const searchDebounceMs = 300;

interface LinkPickerProps {
  /** The link the report covers; null for all links. */
  linkId: string | null;
  onLinkChange: (linkId: string | null) => void;
  /** The server's reason for refusing the link, if it did. */
  error?: string | undefined;
}

/** All links, or one of the user's: the first 50, with a search once there are more. */
export function LinkPicker({ linkId, onLinkChange, error }: LinkPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDebounceMs);
  const first = useLinks({ page: 1, q: '' });
  const searched = useLinks({ page: 1, q });
  const searchable = (first.data?.total ?? 0) > linksPageSize;
  const options = (searchable && q ? searched.data?.items : first.data?.items) ?? [];
  const selectedListed = linkId === null || options.some((link) => link.id === linkId);

  return (
    <Field
      label={t('analytics.filters.link')}
      error={error}
      hint={
        first.isError
          ? t('analytics.filters.linksLoadFailed')
          : searchable && q && searched.data?.items.length === 0
            ? t('analytics.filters.noMatch', { query: q })
            : undefined
      }
    >
      {(control) => (
        <>
          {searchable && (
            <Input
              type="search"
              aria-label={t('analytics.filters.searchLinks')}
              placeholder={t('analytics.filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <select
            {...control}
            className={selectClass}
            value={linkId ?? ''}
            onChange={(event) => onLinkChange(event.target.value || null)}
          >
            <option value="">{t('analytics.filters.allLinks')}</option>
            {/* A link chosen earlier (or from a shared address) stays choosable while a search hides it. */}
            {!selectedListed && <option value={linkId ?? ''}>{t('analytics.filters.selectedLink')}</option>}
            {options.map((link) => (
              <option key={link.id} value={link.id}>
                {link.title?.trim()
                  ? `${link.title.trim()} (${displayLink(link.link)})`
                  : displayLink(link.link)}
              </option>
            ))}
          </select>
        </>
      )}
    </Field>
  );
}
