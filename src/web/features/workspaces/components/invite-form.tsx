import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createInvitationSchema, type Workspace } from '../../../../shared/workspaces';
import { FormControl } from '../../../components/form/form-control';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { CardSection } from '../../../components/layouts/card-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toastSuccess } from '../../../lib/toast';
import { useCreateInvitation } from '../api/create-invitation';
import { rolesUpTo } from '../lib/roles';
import { SeatsText } from './seats-text';

/**
 * "Invite a member" (admins and owners): an address and a role up to one's own; the server mails
 * the link. The seats in use are said beside the title; a full workspace is refused by the server
 * in its own words (naming the plan's seats), as is an address already in or invited.
 */
export function InviteSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const roles = rolesUpTo(workspace.role);
  const form = useZodForm(createInvitationSchema, {
    defaultValues: { email: '', role: roles.includes('member') ? 'member' : 'viewer' },
  });
  const submit = useFormSubmit(form, (body) => create.mutateAsync(body), {
    describe: (error) => refusalText(error, t('workspaces.invite.failed'), t, { statuses: [403, 409, 429] }),
    onDone: (invitation, values) => {
      toastSuccess(t('workspaces.invite.sent', { email: invitation.email }));
      form.reset({ email: '', role: values.role });
    },
  });
  // Held by the form and shown by the select, so the default shows before any choice.
  const role = useWatch({ control: form.control, name: 'role' });
  const full =
    workspace.seats !== null && workspace.members + workspace.pending_invitations >= workspace.seats;

  return (
    <CardSection
      title={t('workspaces.invite.title')}
      description={t('workspaces.invite.description')}
      aside={
        <span className="text-sm text-muted-foreground">
          <SeatsText workspace={workspace} />
        </span>
      }
    >
      {full && (
        <Alert tone="warning">
          {t('workspaces.invite.full', { count: workspace.seats ?? 0 })}{' '}
          <Link to="/pricing" className="font-medium underline underline-offset-4">
            {t('workspaces.invite.seePlans')}
          </Link>
        </Alert>
      )}
      <form
        onSubmit={submit.onSubmit}
        noValidate
        aria-label={t('workspaces.invite.title')}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
      >
        <FormControl form={form} name="email" label={t('workspaces.invite.email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('workspaces.invite.emailPlaceholder')}
            />
          )}
        </FormControl>
        <FormControl form={form} name="role" label={t('workspaces.invite.role')}>
          {(control) => (
            <select {...control} value={role} className={cn(selectClass)}>
              {roles.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`workspaces.roles.${choice}`)}
                </option>
              ))}
            </select>
          )}
        </FormControl>
        <Button type="submit" disabled={submit.pending} className="sm:mt-6">
          {submit.pending ? t('workspaces.invite.sending') : t('workspaces.invite.submit')}
        </Button>
        {submit.failure && (
          <Alert tone="error" className="sm:col-span-3">
            {submit.failure}
          </Alert>
        )}
      </form>
      <p className="text-xs text-muted-foreground">{t('workspaces.invite.rolesHint')}</p>
    </CardSection>
  );
}
