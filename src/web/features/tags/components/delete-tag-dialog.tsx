import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../shared/link-tags';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteTag } from '../api/delete-tag';

interface DeleteTagDialogProps {
  /** The tag asked about; null: closed. */
  tag: Tag | null;
  onClose: () => void;
  focusAfterDone: () => void;
}

/** Asks before a tag is deleted: its links stay, without it. */
export function DeleteTagDialog({ tag, onClose, focusAfterDone }: DeleteTagDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteTag();
  return (
    <ConfirmDialog
      open={tag !== null}
      onClose={onClose}
      title={tag ? t('tags.delete.title', { name: tag.name }) : ''}
      titleClassName="break-words"
      description={tag ? t('tags.delete.description', { count: tag.links }) : ''}
      confirmLabel={t('tags.delete.confirm')}
      pendingLabel={t('tags.delete.deleting')}
      onConfirm={() => remove.mutateAsync({ id: tag!.id })}
      errorText={(error) => errorText(error, t('tags.delete.failed'), t)}
      onDone={() => {
        toastSuccess(t('tags.delete.deleted', { name: tag!.name }));
        onClose();
      }}
      focusAfterDone={focusAfterDone}
    />
  );
}
