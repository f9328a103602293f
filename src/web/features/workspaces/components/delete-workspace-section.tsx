import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Workspace } from '../../../../shared/workspaces';
import { FormField } from '../../../components/form/form-field';
import { CardSection } from '../../../components/layouts/card-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { switchWorkspace, workspacesQueryOptions } from '../../../lib/queries/workspace';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteWorkspace } from '../api/delete-workspace';

/**
 * The danger zone of a team's workspace, for its owners: deleting it with all it owns, once its
 * slug is typed out (the button stays off until it matches). The tab then works in the personal
 * workspace.
 */
export function DeleteWorkspaceSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteWorkspace();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === workspace.slug;

  return (
    <CardSection
      title={t('workspaces.delete.title')}
      description={t('workspaces.delete.description')}
      className="border-destructive/40"
    >
      <div>
        <Button
          type="button"
          variant="destructive"
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t('workspaces.delete.open')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('workspaces.delete.confirmTitle', { name: workspace.name })}
        titleClassName="wrap-anywhere"
        description={t('workspaces.delete.confirmDescription')}
        confirmLabel={t('workspaces.delete.confirm')}
        pendingLabel={t('workspaces.delete.deleting')}
        confirmDisabled={!matches}
        onConfirm={() => remove.mutateAsync({ confirm: typed.trim() })}
        errorText={(error) => refusalText(error, t('workspaces.delete.failed'), t)}
        onDone={() => {
          setOpen(false);
          switchWorkspace(queryClient, { id: workspace.id, personal: true });
          void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey });
          toastSuccess(t('workspaces.delete.deleted', { name: workspace.name }));
          void navigate('/dashboard');
        }}
      >
        <FormField
          label={t('workspaces.delete.typeSlug', { slug: workspace.slug })}
          name="confirm"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </CardSection>
  );
}
