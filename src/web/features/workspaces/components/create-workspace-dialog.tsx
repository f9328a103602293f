import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createWorkspaceSchema, workspaceNameMax, workspaceSlugMax } from '../../../../shared/workspaces';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { switchWorkspace } from '../../../lib/queries/workspace';
import { toastSuccess } from '../../../lib/toast';
import { useCreateWorkspace } from '../api/create-workspace';
import { slugFromName } from '../lib/slug';

interface CreateWorkspaceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on Cancel: the dialog opens from a menu, whose item is gone by then. */
  returnFocus?: () => void;
}

/**
 * "Create workspace": a name, and the slug it suggests until the slug is typed by hand. The new
 * workspace becomes the tab's, and the dashboard opens in it.
 */
export function CreateWorkspaceDialog({ open, onClose, returnFocus }: CreateWorkspaceDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <CreateWorkspaceForm onClose={onClose} returnFocus={returnFocus} />
    </FormDialog>
  );
}

function CreateWorkspaceForm({ onClose, returnFocus }: Omit<CreateWorkspaceDialogProps, 'open'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const form = useZodForm(createWorkspaceSchema, {
    defaultValues: { name: '', slug: '' },
  });
  // The slug follows the name until it is edited by hand.
  const slugTyped = useRef(false);
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    // A slug taken comes back on the field; a limit (409) in the server's words.
    describe: (error) => refusalText(error, t('workspaces.create.failed'), t, { statuses: [403, 409] }),
    onDone: (created) => {
      switchWorkspace(queryClient, created);
      toastSuccess(
        t('workspaces.create.created', { name: created.name }),
        t('workspaces.create.createdHint'),
      );
      onClose();
      void navigate('/dashboard');
    },
  });

  return (
    <FormDialogContent
      title={t('workspaces.create.title')}
      description={t('workspaces.create.description')}
      closeLabel={t('workspaces.create.close')}
      submitLabel={t('workspaces.create.submit')}
      pendingLabel={t('workspaces.create.creating')}
      submit={submit}
      focusOtherwise={returnFocus}
    >
      <FormControl
        form={form}
        name="name"
        label={t('workspaces.fields.name')}
        options={{
          onChange: (event: { target: { value: string } }) => {
            if (!slugTyped.current) form.setValue('slug', slugFromName(event.target.value));
          },
        }}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            maxLength={workspaceNameMax}
            placeholder={t('workspaces.fields.namePlaceholder')}
          />
        )}
      </FormControl>
      <FormControl
        form={form}
        name="slug"
        label={t('workspaces.fields.slug')}
        hint={t('workspaces.fields.slugHint')}
        options={{
          onChange: () => {
            slugTyped.current = true;
          },
        }}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={workspaceSlugMax}
            className="font-mono"
          />
        )}
      </FormControl>
    </FormDialogContent>
  );
}
