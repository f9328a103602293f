import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '../../../../shared/link-tags';
import { QueryView } from '../../../components/feedback/query-view';
import { CardSection } from '../../../components/layouts/card-section';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useFolders } from '../../../lib/queries/folders';
import { CreateFolderForm } from './create-folder-form';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { FolderItem, UnfiledItem, type FolderActions } from './folder-item';
import { RenameFolderDialog } from './rename-folder-dialog';

type Asking = { action: 'rename' | 'delete'; folder: Folder } | null;

/** The workspace's folders with their link counts, then the links in none; a member manages them. */
export function FoldersSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const folders = useFolders();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const asked = (action: NonNullable<Asking>['action']) => (asking?.action === action ? asking.folder : null);
  const actions: FolderActions | null = canManage
    ? {
        onRename: (folder) => setAsking({ action: 'rename', folder }),
        onDelete: (folder) => setAsking({ action: 'delete', folder }),
      }
    : null;

  return (
    <CardSection
      title={t('tags.folders.list.title')}
      description={t('tags.folders.list.description')}
      headingRef={heading}
    >
      {canManage && <CreateFolderForm />}
      <QueryView
        query={folders}
        failed={t('tags.folders.list.loadFailed')}
        loading={
          <LoadingStatus label={t('tags.folders.list.loading')}>
            <SkeletonRows rows={2} barClassName={['h-5 w-48 max-w-full']} className="rounded-lg" />
          </LoadingStatus>
        }
      >
        {({ items, unfiled }) => (
          <>
            {items.length === 0 && (
              <p className="text-sm text-muted-foreground">
                {canManage ? t('tags.folders.list.empty') : t('tags.folders.list.emptyReadOnly')}
              </p>
            )}
            <ul
              aria-label={t('tags.folders.list.label')}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border"
            >
              {items.map((folder) => (
                <FolderItem key={folder.id} folder={folder} actions={actions} />
              ))}
              <UnfiledItem count={unfiled} />
            </ul>
          </>
        )}
      </QueryView>
      <RenameFolderDialog folder={asked('rename')} onClose={close} />
      <DeleteFolderDialog
        folder={asked('delete')}
        onClose={close}
        // The deleted folder's row went with the button that opened the dialog.
        focusAfterDone={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
