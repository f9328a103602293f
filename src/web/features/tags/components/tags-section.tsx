import { Tags } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../shared/link-tags';
import { QueryView } from '../../../components/feedback/query-view';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { CardSection } from '../../../components/layouts/card-section';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useTags } from '../../../lib/queries/tags';
import { CreateTagForm } from './create-tag-form';
import { DeleteTagDialog } from './delete-tag-dialog';
import { EditTagDialog } from './edit-tag-dialog';
import { MergeTagDialog } from './merge-tag-dialog';
import { TagItem, type TagActions } from './tag-item';

type Asking = { action: 'edit' | 'merge' | 'delete'; tag: Tag } | null;

/** The workspace's tags with their link counts; a member creates, edits, merges and deletes them. */
export function TagsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const tags = useTags();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const items = tags.data?.items ?? [];
  const close = () => setAsking(null);
  const asked = (action: NonNullable<Asking>['action']) => (asking?.action === action ? asking.tag : null);
  const actions: TagActions | null = canManage
    ? {
        onEdit: (tag) => setAsking({ action: 'edit', tag }),
        onMerge: items.length > 1 ? (tag) => setAsking({ action: 'merge', tag }) : undefined,
        onDelete: (tag) => setAsking({ action: 'delete', tag }),
      }
    : null;

  return (
    <CardSection title={t('tags.list.title')} description={t('tags.list.description')} headingRef={heading}>
      {canManage && <CreateTagForm />}
      <QueryView
        query={tags}
        failed={t('tags.list.loadFailed')}
        loading={
          <LoadingStatus label={t('tags.list.loading')}>
            <SkeletonRows rows={3} barClassName={['h-5 w-40 max-w-full']} className="rounded-lg" />
          </LoadingStatus>
        }
      >
        {({ items: list }) =>
          list.length === 0 ? (
            <CardEmptyState
              level={3}
              icon={Tags}
              title={t('tags.list.emptyTitle')}
              description={canManage ? t('tags.list.emptyDescription') : t('tags.list.emptyReadOnly')}
            />
          ) : (
            <ul
              aria-label={t('tags.list.label')}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border"
            >
              {list.map((tag) => (
                <TagItem key={tag.id} tag={tag} actions={actions} />
              ))}
            </ul>
          )
        }
      </QueryView>
      <EditTagDialog tag={asked('edit')} onClose={close} />
      <MergeTagDialog
        tag={asked('merge')}
        tags={items}
        onClose={close}
        // The merged tag's row went with the button that opened the dialog.
        focusAfterDone={() => heading.current?.focus()}
      />
      <DeleteTagDialog
        tag={asked('delete')}
        onClose={close}
        focusAfterDone={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
