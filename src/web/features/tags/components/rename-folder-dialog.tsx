import { useTranslation } from 'react-i18next';
import { maxFolderNameLength, updateFolderSchema, type Folder } from '../../../../shared/link-tags';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateFolder } from '../api/update-folder';

interface RenameFolderDialogProps {
  /** The folder being renamed; null: closed. */
  folder: Folder | null;
  onClose: () => void;
}

export function RenameFolderDialog({ folder, onClose }: RenameFolderDialogProps) {
  return (
    <FormDialog open={folder !== null} onClose={onClose}>
      {folder && <RenameFolderForm folder={folder} onClose={onClose} />}
    </FormDialog>
  );
}

function RenameFolderForm({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFolder();
  const form = useZodForm(updateFolderSchema, { defaultValues: { name: folder.name } });
  const submit = useFormSubmit(
    form,
    // The same name again is no change: nothing is sent.
    async ({ name }): Promise<Folder> =>
      name === folder.name ? folder : update.mutateAsync({ id: folder.id, changes: { name } }),
    {
      describe: (error) => refusalText(error, t('tags.folders.rename.failed'), t, { statuses: [409] }),
      onDone: (saved) => {
        if (saved !== folder) toastSuccess(t('tags.folders.rename.saved', { name: saved.name }));
        onClose();
      },
    },
  );
  return (
    <FormDialogContent
      title={t('tags.folders.rename.title', { name: folder.name })}
      titleClassName="break-words"
      description={t('tags.folders.rename.description')}
      closeLabel={t('tags.dialogs.close')}
      submitLabel={t('tags.folders.rename.submit')}
      pendingLabel={t('tags.folders.rename.saving')}
      submit={submit}
    >
      <FormControl form={form} name="name" label={t('tags.folders.fields.name')}>
        {(control) => <Input {...control} autoComplete="off" maxLength={maxFolderNameLength} />}
      </FormControl>
    </FormDialogContent>
  );
}
