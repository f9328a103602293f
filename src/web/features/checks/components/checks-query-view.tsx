import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomainList } from '../../../../shared/checks';
import { QueryView, type Loadable } from '../../../components/feedback/query-view';
import { LoadingStatus, SkeletonCards, SkeletonRows } from '../../../components/ui/skeleton';

/**
 * The watched domains (GET /api/checks) as both checks pages show them: a card and rows in the
 * page's own shape while they load, why they did not, else the page.
 */
export function ChecksQueryView({
  list,
  cardBarClassName,
  rows,
  rowBarClassName,
  children,
}: {
  list: Loadable<WatchedDomainList>;
  /** The bars of the card above the list. */
  cardBarClassName: readonly string[];
  rows: number;
  /** The bars of each row of the list. */
  rowBarClassName: readonly string[];
  children: (data: WatchedDomainList) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={list}
      failed={t('checks.list.loadFailed')}
      loading={
        <LoadingStatus label={t('checks.list.loading')} className="grid gap-6">
          <SkeletonCards cards={1} barClassName={cardBarClassName} />
          <SkeletonRows rows={rows} barClassName={rowBarClassName} rowClassName="flex flex-wrap gap-4" />
        </LoadingStatus>
      }
    >
      {children}
    </QueryView>
  );
}
