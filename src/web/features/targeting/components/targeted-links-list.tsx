import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TargetedLinkSummary } from '../../../../shared/targeting';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/api-errors';
import { useTargetedLinks } from '../api/get-targeted-links';
import { countriesIn, flagOf } from '../lib/countries';
import { displayLink } from '../lib/display';
import { LinkPicker } from './link-picker';

/** Flags shown in a row before "+N". */
const shownFlags = 8;

interface TargetedLinksListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** A viewer: the rules are shown, and no link is picked to get new ones. */
  readOnly?: boolean;
}

/** The user's links that have targeting, a page at a time, with the states around them. */
export function TargetedLinksList({ page, onPageChange, readOnly = false }: TargetedLinksListProps) {
  const { t } = useTranslation();
  const list = useTargetedLinks(page);

  if (list.isPending) {
    return (
      <LoadingStatus
        label={t('targeting.list.loading')}
        className="overflow-hidden rounded-xl border border-border bg-card"
      >
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2 border-b border-border p-4 last:border-b-0">
            <SkeletonBars barClassName={['h-5 w-48 max-w-full', 'h-4 w-full max-w-md']} />
          </div>
        ))}
      </LoadingStatus>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Alert tone="error">
        <p>{errorText(list.error, t('targeting.list.loadFailed'), t)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const data = list.data;
  if (data.total === 0) {
    return (
      <EmptyState
        icon={Shuffle}
        title={t('targeting.list.emptyTitle')}
        description={t('targeting.list.emptyDescription')}
        action={readOnly ? undefined : <LinkPicker />}
      />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <div className="grid gap-6">
      <div
        className={cn(
          'overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
      >
        <ul aria-label={t('targeting.list.label')} className="divide-y divide-border">
          {data.items.map((item) => (
            <TargetedRow key={item.link.id} item={item} readOnly={readOnly} />
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <nav aria-label={t('targeting.list.pages')} className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => onPageChange(data.page - 1)}
          >
            {t('targeting.list.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('targeting.list.pageOf', { page: data.page, pages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPageChange(data.page + 1)}
          >
            {t('targeting.list.next')}
          </Button>
        </nav>
      )}
      {!readOnly && (
        <section
          aria-labelledby="targeting-add"
          className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
        >
          <h2 id="targeting-add" className="text-lg font-semibold">
            {t('targeting.list.addTitle')}
          </h2>
          <LinkPicker />
        </section>
      )}
    </div>
  );
}

function TargetedRow({ item, readOnly }: { item: TargetedLinkSummary; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const names = new Map(countriesIn(i18n.language).map((country) => [country.code, country.name]));
  const shown = displayLink(item.link.link);
  const hidden = item.countries.length - shownFlags;

  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-x-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <RouterLink
            to={`/cloaking?link=${encodeURIComponent(item.link.id)}`}
            className="min-w-0 rounded-sm font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {shown}
          </RouterLink>
          {item.not_applied.length > 0 && (
            <StatusBadge
              tone="warning"
              outline={false}
              title={t('targeting.notApplied.list', { features: item.not_applied.join(', ') })}
            >
              {t('targeting.notApplied.badge')}
              <span className="sr-only">{`: ${item.not_applied.join(', ')}`}</span>
            </StatusBadge>
          )}
        </div>
        <p className="truncate text-sm text-muted-foreground" title={item.link.destination_url}>
          <span className="sr-only">{t('targeting.list.destination')} </span>
          {item.link.destination_url}
        </p>
        <ul
          aria-label={t('targeting.list.summary')}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
        >
          <li>{t('targeting.list.rules', { count: item.rules })}</li>
          {item.countries.length > 0 && (
            <li>
              <span className="sr-only">{t('targeting.list.countries')} </span>
              <span className="inline-flex flex-wrap items-center gap-1">
                {item.countries.slice(0, shownFlags).map((code) => (
                  // The code beside the flag: some systems (Windows) draw flags as letters or boxes.
                  <span
                    key={code}
                    title={names.get(code) ?? code}
                    className="inline-flex items-center gap-0.5 rounded bg-muted px-1 text-xs"
                  >
                    <span role="img" aria-label={names.get(code) ?? code}>
                      {flagOf(code)}
                    </span>
                    <span aria-hidden="true">{code}</span>
                  </span>
                ))}
                {hidden > 0 && (
                  <span className="text-muted-foreground">{t('targeting.list.more', { count: hidden })}</span>
                )}
              </span>
            </li>
          )}
          {item.rotator > 0 && <li>{t('targeting.list.rotator', { count: item.rotator })}</li>}
          {item.fallback && <li>{t('targeting.list.fallback')}</li>}
        </ul>
      </div>
      <Button asChild variant="outline" size="sm" className="justify-self-start md:justify-self-end">
        <RouterLink
          to={`/cloaking?link=${encodeURIComponent(item.link.id)}`}
          aria-label={
            readOnly
              ? t('targeting.list.viewFor', { link: shown })
              : t('targeting.list.editFor', { link: shown })
          }
        >
          {readOnly ? t('targeting.list.view') : t('targeting.list.edit')}
        </RouterLink>
      </Button>
    </li>
  );
}
