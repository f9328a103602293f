import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLinks } from '../../../lib/queries/links';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { displayLink } from '../lib/display';

/** The spec's search debounce. */
const searchDebounceMs = 300;
/** Enough to find a link by sight; the search narrows the rest. */
const shownLinks = 8;

/** Finds one of the user's links to add rules to: a search over GET /api/links?q=. */
export function LinkPicker() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDebounceMs);
  const links = useLinks({ page: 1, q });
  const items = links.data?.items.slice(0, shownLinks) ?? [];

  return (
    <div className="grid w-full max-w-md gap-2 text-left">
      <Label htmlFor="targeting-link-search">{t('targeting.picker.label')}</Label>
      <Input
        id="targeting-link-search"
        type="search"
        placeholder={t('targeting.picker.placeholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {links.isPending && <p className="text-sm text-muted-foreground">{t('targeting.picker.loading')}</p>}
      {links.isError && <p className="text-sm text-destructive">{t('targeting.picker.failed')}</p>}
      {links.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          {q ? t('targeting.picker.noMatch', { query: q }) : t('targeting.picker.noLinks')}
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={t('targeting.picker.results')}
          className="divide-y divide-border overflow-hidden rounded-md border border-border bg-background"
        >
          {items.map((link) => (
            <li key={link.id}>
              <RouterLink
                to={`/cloaking?link=${encodeURIComponent(link.id)}`}
                className="grid gap-0.5 px-3 py-2 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <span className="truncate text-sm font-medium text-primary">
                  {t('targeting.picker.addTo', { link: displayLink(link.link) })}
                </span>
                <span className="truncate text-xs text-muted-foreground">{link.destination_url}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
