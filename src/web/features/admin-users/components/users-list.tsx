import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/queries/me';
import { adminUserQueryOptions } from '../api/get-user';
import { useAdminUsers } from '../api/list-users';
import { readArrival } from '../lib/arrival';
import {
  changeListQuery,
  isFiltered,
  listQueryFromSearch,
  noFilters,
  pageSummary,
  searchForPage,
  searchFromListQuery,
  withUser,
  type UsersListQuery,
} from '../lib/list-query';
import { viewerTimeZone } from '../lib/time';
import { DeletedSummary } from './deleted-summary';
import { Pagination } from './pagination';
import { CardSection } from '../../../components/layouts/card-section';
import { UsersFilters, type ListChange } from './users-filters';
import { UsersTable } from './users-table';
import type { PlanChoices } from './users-view';
import { planLabel } from '../lib/plan-labels';

/**
 * Every account, a page at a time, searched, filtered and sorted by the server (there may be
 * 100,000): the address holds the whole list, so a reload or a shared link shows the same one.
 */
export function UsersList({ plans }: { plans: PlanChoices }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: me } = useMe();

  const search = params.toString();
  const query = useMemo(() => listQueryFromSearch(new URLSearchParams(search)), [search]);
  // Each change of filters is a history entry (Back returns to the previous list); typing replaces.
  const change: ListChange = useCallback(
    (patch, options) =>
      setParams(
        (current) => searchFromListQuery(changeListQuery(listQueryFromSearch(current), patch)),
        options,
      ),
    [setParams],
  );
  const arrival = useMemo(() => readArrival(location.state), [location.state]);

  // Back from a deletion: the account's cached page goes, and focus starts at the list.
  const deletedId = arrival.deleted?.id;
  useEffect(() => {
    if (!deletedId) return;
    queryClient.removeQueries({ queryKey: adminUserQueryOptions(deletedId).queryKey });
    heading.current?.focus();
  }, [deletedId, queryClient]);

  const planChoices = useMemo(() => {
    const names = ['basic', ...plans.choices.map((plan) => plan.name)];
    if (query.plan) names.push(query.plan);
    return [...new Set(names)].map((name) => ({ name, label: planLabel(name, plans.choices) }));
  }, [plans.choices, query.plan]);

  return (
    <CardSection
      level={2}
      title={t('adminUsers.list.title')}
      description={t('adminUsers.list.description')}
      headingRef={heading}
    >
      {arrival.deleted && (
        <Alert tone="success">
          <DeletedSummary email={arrival.deleted.email} counts={arrival.deleted.counts} />
        </Alert>
      )}
      <UsersFilters query={query} onChange={change} plans={planChoices} />
      <ListBody
        query={query}
        onChange={change}
        userSearch={(id) => withUser(params, id)}
        meId={me?.profile.id}
        timeZone={viewerTimeZone(me?.profile.timezone)}
        returnTo={arrival.returnTo}
      />
    </CardSection>
  );
}

interface ListBodyProps {
  query: UsersListQuery;
  onChange: ListChange;
  userSearch: (id: string) => string;
  meId: string | undefined;
  timeZone: string;
  /** The account whose page was open: its row gets focus once the list is shown. */
  returnTo: string | undefined;
}

function ListBody({ query, onChange, userSearch, meId, timeZone, returnTo }: ListBodyProps) {
  const { t } = useTranslation();
  const list = useAdminUsers(query);
  const rows = useRef<HTMLDivElement>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (!returnTo || focused.current || !list.data) return;
    focused.current = true;
    const links = rows.current?.querySelectorAll<HTMLElement>('[data-user-link]') ?? [];
    [...links].find((link) => link.dataset.userLink === returnTo)?.focus();
  }, [returnTo, list.data]);

  if (list.isPending) {
    return (
      <LoadingStatus label={t('adminUsers.list.loading')} className="grid gap-2">
        <SkeletonBars barClassName={Array<string>(4).fill('h-12 w-full')} />
      </LoadingStatus>
    );
  }
  if (list.isError && !list.data) {
    return <QueryLoadError query={list} fallback={t('adminUsers.list.loadFailed')} />;
  }

  const { items, total } = list.data;
  const summary = pageSummary(query.page, query.per_page, total, items.length);

  if (items.length === 0) {
    // Past the last page (the list shrank, or an old link): the way back to pages that have rows.
    if (total > 0) {
      return (
        <Empty
          title={t('adminUsers.list.pastEndTitle')}
          description={t('adminUsers.list.pastEndDescription', { count: summary.pages })}
          action={
            <Button asChild variant="outline">
              <Link to={{ search: searchForPage(query, summary.pages) }}>
                {t('adminUsers.list.lastPage')}
              </Link>
            </Button>
          }
        />
      );
    }
    return (
      <Empty
        title={t('adminUsers.list.emptyTitle')}
        description={t(
          isFiltered(query) ? 'adminUsers.list.emptyFiltered' : 'adminUsers.list.emptyDescription',
        )}
        action={
          isFiltered(query) ? (
            <Button variant="outline" onClick={() => onChange(noFilters)}>
              {t('adminUsers.list.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <div ref={rows} className="grid gap-4">
      {list.isError && <Alert tone="error">{t('adminUsers.list.refreshFailed')}</Alert>}
      <UsersTable
        users={items}
        query={query}
        userSearch={userSearch}
        meId={meId}
        timeZone={timeZone}
        busy={list.isPlaceholderData}
      />
      <Pagination query={query} total={total} summary={summary} onChange={onChange} />
    </div>
  );
}

function Empty({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      <SearchX className="size-6 text-muted-foreground" aria-hidden="true" />
      <h3 className="font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
