import { useTranslation } from 'react-i18next';
import type { Link } from '../../../../shared/links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-errors';
import { useDeleteLink } from '../api/delete-link';
import { displayLink } from '../lib/display';

interface DeleteLinkDialogProps {
  link: Link;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting: the short URL stops working and its clicks go with it. */
export function DeleteLinkDialog({ link, open, onOpenChange }: DeleteLinkDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteLink();
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('links.delete.title')}
      description={t('links.delete.description', { link: displayLink(link.link) })}
      confirmLabel={t('links.delete.confirm')}
      pendingLabel={t('links.delete.deleting')}
      onConfirm={() => remove.mutateAsync({ id: link.id })}
      errorText={(error) => errorText(error, t('auth.errors.requestFailed'), t)}
      onDone={() => onOpenChange(false)}
    />
  );
}
