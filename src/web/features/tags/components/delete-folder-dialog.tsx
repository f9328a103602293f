import { useTranslation } from 'react-i18next';
import type { Folder } from '../../../../shared/link-tags';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteFolder } from '../api/delete-folder';

interface DeleteFolderDialogProps {
  /** The folder asked about; null: closed. */
  folder: Folder | null;
  onClose: () => void;
  focusAfterDone: () => void;
}

/** Asks before a folder is deleted: its links stay, in no folder. */
export function DeleteFolderDialog({ folder, onClose, focusAfterDone }: DeleteFolderDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteFolder();
  return (
    <ConfirmDialog
      open={folder !== null}
      onClose={onClose}
      title={folder ? t('tags.folders.delete.title', { name: folder.name }) : ''}
      titleClassName="break-words"
      description={folder ? t('tags.folders.delete.description', { count: folder.links }) : ''}
      confirmLabel={t('tags.folders.delete.confirm')}
      pendingLabel={t('tags.folders.delete.deleting')}
      onConfirm={() => remove.mutateAsync({ id: folder!.id })}
      errorText={(error) => errorText(error, t('tags.folders.delete.failed'), t)}
      onDone={() => {
        toastSuccess(t('tags.folders.delete.deleted', { name: folder!.name }));
        onClose();
      }}
      focusAfterDone={focusAfterDone}
    />
  );
}
