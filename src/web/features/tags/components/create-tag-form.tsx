import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createTagSchema, maxTagNameLength, type TagColor } from '../../../../shared/link-tags';
import { FormControl } from '../../../components/form/form-control';
import { fieldErrorOf, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { useCreateTag } from '../../../lib/queries/create-tag';
import { toastSuccess } from '../../../lib/toast';
import { ColorChoice } from './color-choice';

interface TagValues {
  name: string;
  color: TagColor;
}

/** A new tag: its name and a colour of the palette (grey unless chosen). */
export function CreateTagForm() {
  const { t } = useTranslation();
  const create = useCreateTag();
  const form = useZodForm<TagValues, typeof createTagSchema>(createTagSchema, {
    defaultValues: { name: '', color: 'gray' },
  });
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    // A name taken comes back on the field; the workspace's limit in the server's words.
    describe: (error) => refusalText(error, t('tags.create.failed'), t, { statuses: [403, 409] }),
    onDone: (tag) => {
      form.reset();
      toastSuccess(t('tags.create.created', { name: tag.name }));
    },
  });

  const colorError = fieldErrorOf(form.formState.errors, 'color')?.message;

  return (
    <form
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={t('tags.create.label')}
      className="grid gap-4 rounded-lg border border-dashed border-border p-4"
    >
      <FormControl form={form} name="name" label={t('tags.fields.name')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={maxTagNameLength}
            placeholder={t('tags.fields.namePlaceholder')}
            className="sm:max-w-sm"
          />
        )}
      </FormControl>
      <ColorChoice registration={form.register('color')} error={colorError} />
      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div>
        <Button type="submit" disabled={submit.pending} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {submit.pending ? t('tags.create.creating') : t('tags.create.submit')}
        </Button>
      </div>
    </form>
  );
}
