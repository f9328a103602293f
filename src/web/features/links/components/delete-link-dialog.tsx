import { useTranslation } from 'react-i18next';
import type { Link } from '../../../../shared/links';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDeleteLink } from '../api/delete-link';
import { displayLink } from '../lib/display';
import { errorText } from '../../../lib/api-errors';

interface DeleteLinkDialogProps {
  link: Link;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting: the short URL stops working and its clicks go with it. */
export function DeleteLinkDialog({ link, open, onOpenChange }: DeleteLinkDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteLink();

  const change = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('links.delete.title')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('links.delete.description', { link: displayLink(link.link) })}
        </AlertDialogDescription>
        {remove.isError && (
          <Alert tone="error">{errorText(remove.error, t('auth.errors.requestFailed'), t)}</Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          {/* Not AlertDialog.Action: that closes at once, before we know whether the delete worked. */}
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: link.id }, { onSuccess: () => onOpenChange(false) })}
          >
            {remove.isPending ? t('links.delete.deleting') : t('links.delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
