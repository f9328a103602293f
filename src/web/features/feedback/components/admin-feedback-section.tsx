import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../../shared/account';
import {
  feedbackCategories,
  feedbackStates,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackState,
} from '../../../../shared/feedback';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/queries/me';
import { toastSuccess } from '../../../lib/toast';
import { useFeedbackList, type FeedbackFilters } from '../api/list-feedback';
import { useUpdateFeedbackState } from '../api/update-feedback-state';
import { FeedbackEntry } from './feedback-entry';
import { ReplyDialog } from './reply-dialog';
import { dateTimeFormat } from '../../../lib/format';
import { RequestError } from '../../../components/feedback/request-error';

/**
 * The admin's list of feedback (GET /api/admin/feedback): filters by category and state, each
 * message with its sender, Mark handled or Reopen, Reply, and Load more.
 */
export function AdminFeedbackSection() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FeedbackFilters>({});

  return (
    <section
      aria-labelledby="admin-feedback"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="admin-feedback" className="text-lg font-semibold">
          {t('feedback.admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('feedback.admin.description')}</p>
      </div>
      <Filters filters={filters} onChange={setFilters} />
      <FeedbackList filters={filters} />
    </section>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: FeedbackFilters;
  onChange: (filters: FeedbackFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('feedback.admin.filters')} className="sm:grid-cols-2 md:max-w-xl">
      <SelectFilter<FeedbackCategory>
        label={t('feedback.admin.category')}
        any={t('feedback.admin.allCategories')}
        value={filters.category ?? ''}
        onChange={(category) => onChange({ ...filters, category: category || undefined })}
        options={feedbackCategories.map((category) => ({
          value: category,
          label: t(`feedback.categories.${category}`),
        }))}
      />
      <SelectFilter<FeedbackState>
        label={t('feedback.admin.state')}
        any={t('feedback.admin.allStates')}
        value={filters.state ?? ''}
        onChange={(state) => onChange({ ...filters, state: state || undefined })}
        options={feedbackStates.map((state) => ({ value: state, label: t(`feedback.states.${state}`) }))}
      />
    </FilterBar>
  );
}

function FeedbackList({ filters }: { filters: FeedbackFilters }) {
  const { t } = useTranslation();
  const list = useFeedbackList(filters);
  const update = useUpdateFeedbackState();
  const { data: me } = useMe();
  const [replying, setReplying] = useState<FeedbackItem | null>(null);

  if (list.isPending) {
    return (
      <LoadingStatus label={t('feedback.admin.loading')}>
        <SkeletonRows
          rows={3}
          barClassName={['h-5 w-48 max-w-full', 'h-4 w-full max-w-md', 'h-4 w-32']}
          className="rounded-lg bg-transparent"
        />
      </LoadingStatus>
    );
  }
  // A failed "Load more" keeps what is shown (below); a failed first load shows why.
  if (list.isError && !list.isFetchNextPageError) {
    return <QueryLoadError query={list} fallback={t('feedback.admin.loadFailed')} />;
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = filters.category !== undefined || filters.state !== undefined;
    return (
      <CardEmptyState
        level={3}
        icon={MessageSquareText}
        title={filtered ? t('feedback.admin.noMatchTitle') : t('feedback.admin.emptyTitle')}
        description={filtered ? t('feedback.admin.noMatchDescription') : t('feedback.admin.emptyDescription')}
      />
    );
  }

  const timeZone = me && isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined;
  const dateFormat = dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

  const setState = (item: FeedbackItem, state: FeedbackState) =>
    update.mutate(
      { id: item.id, state },
      {
        onSuccess: () =>
          toastSuccess(
            state === 'handled' ? t('feedback.admin.markedHandled') : t('feedback.admin.reopened'),
          ),
      },
    );

  return (
    <div className="grid gap-4">
      <RequestError request={update} fallback={t('feedback.admin.stateFailed')} />
      <ul
        aria-label={t('feedback.admin.list')}
        aria-busy={list.isFetching || undefined}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border"
      >
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackEntry
              item={item}
              dateFormat={dateFormat}
              changingState={update.isPending && update.variables.id === item.id}
              onSetState={(state) => setState(item, state)}
              onReply={() => setReplying(item)}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        query={list}
        label={t('feedback.admin.loadMore')}
        loadingLabel={t('feedback.admin.loadingMore')}
        failedText={t('feedback.admin.loadMoreFailed')}
      />
      <ReplyDialog
        item={replying}
        onClose={() => setReplying(null)}
        onSent={() => toastSuccess(t('feedback.replyDialog.sent'))}
      />
    </div>
  );
}
