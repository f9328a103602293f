import { useTranslation } from 'react-i18next';
import { createFolderSchema, maxFolderNameLength } from '../../../../shared/link-tags';
import { FormControl } from '../../../components/form/form-control';
import { InlineForm } from '../../../components/form/inline-form';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateFolder } from '../api/create-folder';

/** A new folder, by name, with its button beside it. */
export function CreateFolderForm() {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const form = useZodForm(createFolderSchema, { defaultValues: { name: '' } });
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    describe: (error) => refusalText(error, t('tags.folders.create.failed'), t, { statuses: [403, 409] }),
    onDone: (folder) => {
      form.reset();
      toastSuccess(t('tags.folders.create.created', { name: folder.name }));
    },
  });
  return (
    <InlineForm
      label={t('tags.folders.create.label')}
      submit={submit}
      submitLabel={t('tags.folders.create.submit')}
      pendingLabel={t('tags.folders.create.creating')}
    >
      <FormControl form={form} name="name" label={t('tags.folders.fields.name')} announceError>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={maxFolderNameLength}
            placeholder={t('tags.folders.fields.namePlaceholder')}
          />
        )}
      </FormControl>
    </InlineForm>
  );
}
