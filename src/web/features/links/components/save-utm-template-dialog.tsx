import { useTranslation } from 'react-i18next';
import {
  createUtmTemplateSchema,
  maxUtmTemplateNameLength,
  utmFields,
  type UtmTemplate,
  type UtmValues,
} from '../../../../shared/utm';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { useCreateUtmTemplate } from '../../../lib/queries/utm-templates';
import { toastSuccess } from '../../../lib/toast';

interface SaveUtmTemplateDialogProps {
  open: boolean;
  /** The builder's values, as typed. */
  values: UtmValues;
  onClose: () => void;
  onSaved: (template: UtmTemplate) => void;
}

/** "Save as template": a name for the values typed (POST /api/utm-templates). */
export function SaveUtmTemplateDialog({ open, values, onClose, onSaved }: SaveUtmTemplateDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <SaveUtmTemplateForm values={values} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

/** The values given (trimmed; an empty one is left out, as none). */
function given(values: UtmValues): UtmValues {
  const kept: UtmValues = {};
  for (const field of utmFields) {
    const value = values[field]?.trim();
    if (value) kept[field] = value;
  }
  return kept;
}

function SaveUtmTemplateForm({ values, onClose, onSaved }: Omit<SaveUtmTemplateDialogProps, 'open'>) {
  const { t } = useTranslation();
  const create = useCreateUtmTemplate();
  const form = useZodForm<{ name: string }, typeof createUtmTemplateSchema>(createUtmTemplateSchema, {
    defaultValues: { name: '' },
    toInput: ({ name }) => ({ name, ...given(values) }),
  });
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    // A name taken comes back on the field; the workspace's limit (409) in the server's words.
    describe: (error) => refusalText(error, t('utm.save.failed'), t, { statuses: [409] }),
    onDone: (saved) => {
      toastSuccess(t('utm.save.saved', { name: saved.name }));
      onSaved(saved);
      onClose();
    },
  });
  return (
    <FormDialogContent
      title={t('utm.save.title')}
      description={t('utm.save.description')}
      closeLabel={t('utm.save.close')}
      submitLabel={t('utm.save.submit')}
      pendingLabel={t('utm.save.saving')}
      submit={submit}
    >
      <FormControl form={form} name="name" label={t('utm.save.name')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('utm.save.namePlaceholder')}
            maxLength={maxUtmTemplateNameLength}
          />
        )}
      </FormControl>
    </FormDialogContent>
  );
}
