import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserRow } from '../../../../shared/admin-users';
import type { UsersListQuery } from '../lib/list-query';
import { Badge } from './badges';
import { formatDate } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';

interface UsersTableProps {
  users: AdminUserRow[];
  query: UsersListQuery;
  /** The address of an account's page (the list's own keys kept). */
  userSearch: (id: string) => string;
  /** The signed-in admin's own id: their row says You. */
  meId: string | undefined;
  timeZone: string;
  busy: boolean;
}

type Column = 'account' | 'plan' | 'expires' | 'admin' | 'status' | 'created';
const columns: Column[] = ['account', 'plan', 'expires', 'admin', 'status', 'created'];

/** The column the list is sorted by, for aria-sort: name and email both sort the Account column. */
function sortedColumn(query: UsersListQuery): Column {
  if (query.sort === 'expires') return 'expires';
  if (query.sort === 'created_at') return 'created';
  return 'account';
}

/**
 * One page of accounts. Below 640 px each row stacks into a card (six columns do not fit 360 px);
 * the explicit roles keep it a table for assistive technology, which a changed CSS display can
 * otherwise drop.
 */
export function UsersTable({ users, query, userSearch, meId, timeZone, busy }: UsersTableProps) {
  const { t } = useTranslation();
  const sorted = sortedColumn(query);
  const day = (iso: string) => formatDate(iso, { timeZone });

  return (
    <div className="rounded-lg border border-border">
      <table
        role="table"
        aria-busy={busy || undefined}
        className="w-full text-sm transition-opacity aria-busy:opacity-60 max-sm:block"
      >
        <caption className="sr-only">{t('adminUsers.table.caption')}</caption>
        <thead role="rowgroup" className="bg-muted/40 text-left text-xs text-muted-foreground max-sm:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                aria-sort={
                  column === sorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined
                }
                className="px-3 py-2 font-medium whitespace-nowrap"
              >
                {t(`adminUsers.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border max-sm:block">
          {users.map((user) => (
            <tr
              role="row"
              key={user.id}
              className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-3"
            >
              <th
                role="rowheader"
                scope="row"
                className="max-w-80 px-3 py-2 text-left font-normal max-sm:col-span-2 max-sm:max-w-none max-sm:p-0"
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    to={{ search: userSearch(user.id) }}
                    data-user-link={user.id}
                    className="font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {user.email}
                  </Link>
                  {user.id === meId && <Badge kind="you" />}
                </div>
                {user.name && <span className="block break-words text-muted-foreground">{user.name}</span>}
              </th>
              <Cell label={t('adminUsers.table.plan')}>
                <span className="inline-flex flex-wrap items-center gap-1.5">
                  <span>{planText(user.plan_display_name)}</span>
                  {user.trial && <Badge kind="trial" />}
                </span>
              </Cell>
              <Cell label={t('adminUsers.table.expires')}>
                {user.expires ? (
                  <time dateTime={user.expires} className="whitespace-nowrap">
                    {day(user.expires)}
                  </time>
                ) : (
                  <span className="text-muted-foreground">{t('adminUsers.plan.noEnd')}</span>
                )}
              </Cell>
              <Cell label={t('adminUsers.table.admin')} hiddenWhenNarrow={!user.is_admin}>
                {user.is_admin ? <Badge kind="admin" /> : <Nothing text={t('adminUsers.table.notAdmin')} />}
              </Cell>
              <Cell label={t('adminUsers.table.status')}>
                {user.disabled ? (
                  <Badge kind="disabled" />
                ) : (
                  <span className="text-muted-foreground">{t('adminUsers.table.active')}</span>
                )}
              </Cell>
              <Cell label={t('adminUsers.table.created')}>
                <time dateTime={user.created_at} className="whitespace-nowrap">
                  {day(user.created_at)}
                </time>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell with its column's name shown above it where the header row is not (narrow screens). */
function Cell({
  label,
  hiddenWhenNarrow = false,
  children,
}: {
  label: string;
  hiddenWhenNarrow?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      role="cell"
      className={`px-3 py-2 max-sm:block max-sm:p-0 ${hiddenWhenNarrow ? 'max-sm:hidden' : ''}`}
    >
      <span aria-hidden="true" className="block text-xs text-muted-foreground sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** An empty cell that still says what it means to a screen reader. */
function Nothing({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}
