import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { workspaceNameMax, workspaceSlugMax, type Workspace } from '../../../../shared/workspaces';
import { roleAtLeast } from '../../../../shared/workspace-access';
import { FormControl } from '../../../components/form/form-control';
import { FormMessage } from '../../../components/form/form-message';
import { fieldErrorOf, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { QueryView } from '../../../components/feedback/query-view';
import { CardSection } from '../../../components/layouts/card-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/ui/switch-field';
import { LoadingStatus, SkeletonCards } from '../../../components/ui/skeleton';
import { refusalText } from '../../../lib/api-errors';
import { toastError } from '../../../lib/toast';
import { formatDate } from '../../../lib/format';
import { nameOfKey } from '../../../lib/plan-text';
import { useWorkspace } from '../../../lib/queries/workspace';
import { useSetNotices } from '../api/set-notices';
import { useUpdateWorkspace } from '../api/update-workspace';
import {
  changesFrom,
  settingsOf,
  workspaceSettingsSchema,
  type WorkspaceSettings,
} from '../lib/settings-form';
import { DeleteWorkspaceSection } from './delete-workspace-section';
import { LogoField } from './logo-field';
import { SeatsText } from './seats-text';

/**
 * The whole of /settings/workspace below its title: the tab's workspace's name, slug and logo
 * (changed by admins and owners, read by the others), its plan and seats, and (for an owner of a
 * team's workspace) deleting it.
 */
export function WorkspaceSettingsView() {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  return (
    <QueryView
      query={workspace}
      failed={t('workspaces.settings.loadFailed')}
      loading={
        <LoadingStatus label={t('workspaces.settings.loading')} className="grid gap-6">
          <SkeletonCards cards={2} barClassName={['h-6 w-40', 'h-9 w-full', 'h-9 w-full']} />
        </LoadingStatus>
      }
    >
      {(data) => (
        <div className="grid gap-6">
          <DetailsSection key={data.id} workspace={data} />
          <FactsSection workspace={data} />
          <NoticesSection workspace={data} />
          {data.role === 'owner' && !data.personal && <DeleteWorkspaceSection workspace={data} />}
        </div>
      )}
    </QueryView>
  );
}

function DetailsSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const canEdit = roleAtLeast(workspace.role, 'admin');
  return (
    <CardSection
      title={t('workspaces.settings.detailsTitle')}
      description={workspace.personal ? t('workspaces.settings.personalNote') : undefined}
    >
      {!canEdit && (
        <Alert tone="info">
          {t('workspaces.settings.readOnly', { role: t(`workspaces.roles.${workspace.role}`) })}
        </Alert>
      )}
      <DetailsForm workspace={workspace} canEdit={canEdit} />
    </CardSection>
  );
}

function DetailsForm({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateWorkspace();
  const [saved, setSaved] = useState<WorkspaceSettings>(() => settingsOf(workspace));
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const form = useZodForm(workspaceSettingsSchema, { defaultValues: settingsOf(workspace) });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const changes = changesFrom(saved, values);
      if (Object.keys(changes).length === 0) return false;
      await update.mutateAsync(changes);
      return true;
    },
    {
      // A slug taken lands on its field; a refusal of the whole (the role) in the server's words.
      describe: (error) =>
        refusalText(error, t('workspaces.settings.saveFailed'), t, { statuses: [403, 409] }),
      onStart: () => setOutcome(null),
      onDone: (changed, values) => {
        setOutcome(changed ? 'saved' : 'unchanged');
        if (!changed) return;
        setSaved(values);
        form.reset(values);
      },
    },
  );
  const logo = useWatch({ control: form.control, name: 'logo' });
  const name = useWatch({ control: form.control, name: 'name' });
  const logoError = fieldErrorOf(form.formState.errors, 'logo');

  return (
    <form
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={t('workspaces.settings.detailsTitle')}
      className="grid gap-5"
    >
      {outcome === 'saved' && <FormMessage tone="success">{t('workspaces.settings.saved')}</FormMessage>}
      {outcome === 'unchanged' && <Alert tone="info">{t('workspaces.settings.unchanged')}</Alert>}
      {submit.failure && <FormMessage tone="error">{submit.failure}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormControl form={form} name="name" label={t('workspaces.fields.name')}>
          {(control) => (
            <Input
              {...control}
              readOnly={!canEdit}
              autoComplete="organization"
              maxLength={workspaceNameMax}
            />
          )}
        </FormControl>
        <FormControl
          form={form}
          name="slug"
          label={t('workspaces.fields.slug')}
          hint={canEdit ? t('workspaces.fields.slugHint') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              readOnly={!canEdit}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={workspaceSlugMax}
              className="font-mono"
            />
          )}
        </FormControl>
      </div>
      <LogoField
        name={name.trim() || workspace.name}
        value={logo}
        error={logoError?.message}
        announceError={logoError?.fromServer ?? true}
        readOnly={!canEdit}
        onChange={(value) => {
          form.clearErrors('logo');
          form.setValue('logo', value, { shouldDirty: true });
        }}
        onRefused={(why) => form.setError('logo', { type: 'server', message: why })}
      />
      {canEdit && (
        <div>
          <Button type="submit" disabled={submit.pending}>
            {submit.pending ? t('workspaces.settings.saving') : t('workspaces.settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

function FactsSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('workspaces.settings.factsTitle')}>
      <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('workspaces.settings.yourRole')}>{t(`workspaces.roles.${workspace.role}`)}</Fact>
        <Fact term={t('workspaces.settings.plan')}>{nameOfKey(workspace.plan)}</Fact>
        <Fact term={t('workspaces.settings.seats')}>
          <SeatsText workspace={workspace} />
        </Fact>
        <Fact term={t('workspaces.settings.created')}>
          <time dateTime={workspace.created_at}>
            {formatDate(workspace.created_at, { dateStyle: 'medium' })}
          </time>
        </Fact>
      </dl>
    </CardSection>
  );
}

/** Whether the signed-in member takes this workspace's notices: anyone's own choice, any role. */
function NoticesSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const setNotices = useSetNotices();
  return (
    <CardSection title={t('workspaces.notices.title')}>
      <SwitchField
        label={t('workspaces.notices.label')}
        hint={t('workspaces.notices.hint')}
        checked={setNotices.isPending ? setNotices.variables : workspace.notices}
        disabled={setNotices.isPending}
        onCheckedChange={(notices) =>
          setNotices.mutate(notices, {
            onError: (error) => toastError(refusalText(error, t('workspaces.notices.failed'), t)),
          })
        }
      />
    </CardSection>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
