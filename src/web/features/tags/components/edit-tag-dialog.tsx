import { useTranslation } from 'react-i18next';
import {
  maxTagNameLength,
  updateTagSchema,
  type Tag,
  type TagColor,
  type UpdateTag,
} from '../../../../shared/link-tags';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { fieldErrorOf, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateTag } from '../api/update-tag';
import { ColorChoice } from './color-choice';

interface EditTagDialogProps {
  /** The tag being edited; null: closed. */
  tag: Tag | null;
  onClose: () => void;
}

/** Rename and recolour a tag; every link carrying it shows the change. */
export function EditTagDialog({ tag, onClose }: EditTagDialogProps) {
  return (
    <FormDialog open={tag !== null} onClose={onClose}>
      {tag && <EditTagForm tag={tag} onClose={onClose} />}
    </FormDialog>
  );
}

function EditTagForm({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTag();
  const form = useZodForm<{ name: string; color: TagColor }, typeof updateTagSchema>(updateTagSchema, {
    defaultValues: { name: tag.name, color: tag.color },
  });
  const submit = useFormSubmit(
    form,
    async (values): Promise<Tag> => {
      // Only what changed is sent: a name left as it is is never refused as taken.
      const changes: UpdateTag = {
        ...(values.name !== undefined && values.name !== tag.name ? { name: values.name } : {}),
        ...(values.color !== undefined && values.color !== tag.color ? { color: values.color } : {}),
      };
      if (Object.keys(changes).length === 0) return tag;
      return update.mutateAsync({ id: tag.id, changes });
    },
    {
      describe: (error) => refusalText(error, t('tags.edit.failed'), t, { statuses: [409] }),
      onDone: (saved) => {
        if (saved !== tag) toastSuccess(t('tags.edit.saved', { name: saved.name }));
        onClose();
      },
    },
  );

  const colorError = fieldErrorOf(form.formState.errors, 'color')?.message;

  return (
    <FormDialogContent
      title={t('tags.edit.title', { name: tag.name })}
      titleClassName="break-words"
      description={t('tags.edit.description')}
      closeLabel={t('tags.dialogs.close')}
      submitLabel={t('tags.edit.submit')}
      pendingLabel={t('tags.edit.saving')}
      submit={submit}
    >
      <FormControl form={form} name="name" label={t('tags.fields.name')}>
        {(control) => <Input {...control} autoComplete="off" maxLength={maxTagNameLength} />}
      </FormControl>
      <ColorChoice registration={form.register('color')} error={colorError} />
    </FormDialogContent>
  );
}
