import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkMaxIds } from '../../../../shared/link-bulk';
import type { LinkList } from '../../../../shared/links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { chosenCount, pageState } from '../lib/selection';
import { BulkActions } from './bulk-actions';
import { checkboxClass } from './checkbox-class';
import type { LinkBulk } from './use-link-bulk';

/**
 * Over the list's rows: the page's checkbox (all, some or none of its rows), and once something is
 * chosen, how many, the actions, and the way to every link the filter matches. Stays in view
 * (sticky under the top bar) while the rows scroll.
 */
export function SelectionBar({ bulk, page }: { bulk: LinkBulk; page: LinkList }) {
  const { t } = useTranslation();
  const { selection } = bulk;
  const pageIds = page.items.map((link) => link.id);
  const count = chosenCount(selection, page.total);
  const chosen = !selection.isEmpty;

  return (
    <div
      className={cn(
        'grid gap-2 rounded-xl border border-border bg-card px-4 py-2 shadow-sm',
        chosen && 'sticky top-16 z-30',
      )}
    >
      <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-2">
        <PageCheckbox
          state={pageState(selection, pageIds)}
          labelShown={!chosen}
          disabled={bulk.running}
          onChange={(selected) => selection.togglePage(pageIds, selected)}
        />
        <span role="status" className="text-sm font-medium tabular-nums">
          {chosen ? t('linkBulk.select.selected', { count }) : ''}
        </span>
        {chosen && <BulkActions bulk={bulk} count={count} />}
      </div>
      {chosen && <MatchingOffer bulk={bulk} page={page} />}
    </div>
  );
}

function PageCheckbox({
  state,
  labelShown,
  disabled,
  onChange,
}: {
  state: 'all' | 'some' | 'none';
  labelShown: boolean;
  disabled: boolean;
  onChange: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // Some rows of the page chosen: neither ticked nor empty (read as "mixed").
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div className="flex items-center gap-2">
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClass}
      />
      <label htmlFor={id} className={cn('text-sm select-none', !labelShown && 'sr-only')}>
        {t('linkBulk.select.page')}
      </label>
    </div>
  );
}

/** Every row of the page chosen and more links match: the offer to choose them all, by the filter. */
function MatchingOffer({ bulk, page }: { bulk: LinkBulk; page: LinkList }) {
  const { t } = useTranslation();
  const { selection } = bulk;
  const pageIds = page.items.map((link) => link.id);
  if (selection.allMatching) {
    return <p className="text-sm">{t('linkBulk.select.matchingSelected', { count: page.total })}</p>;
  }
  const tooMany = selection.ids.size > bulkMaxIds;
  const offer = pageState(selection, pageIds) === 'all' && page.total > pageIds.length;
  return (
    <>
      {tooMany && <Alert tone="warning">{t('linkBulk.select.tooMany', { max: bulkMaxIds })}</Alert>}
      {offer && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span>{t('linkBulk.select.pageSelected', { count: pageIds.length })}</span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0 whitespace-normal"
            disabled={bulk.running}
            onClick={selection.selectAllMatching}
          >
            {t('linkBulk.select.allMatching', { count: page.total })}
          </Button>
        </p>
      )}
    </>
  );
}
