import { Building2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail, AdminWorkspace, WorkspaceSubscription } from '../../../../shared/admin-users';
import { CardSection } from '../../../components/layouts/card-section';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSetWorkspaceSubscription } from '../api/set-workspace-subscription';
import { planLabel } from '../lib/plan-labels';
import { Badge } from './badges';
import { SetPlanDialog, type PlanSubject } from './set-plan-dialog';
import type { PlanChoices } from './users-view';

type DetailUser = AdminUserDetail['user'];

interface WorkspacesSectionProps {
  user: DetailUser;
  workspaces: AdminWorkspace[];
  plans: PlanChoices;
  timeZone: string;
  /** A moment in the admin's zone, as the page shows them. */
  time: (iso: string) => string;
  /** When the page opened: enough to tell a plan that has ended. */
  openedAt: number;
  /** What the last plan set here did, said under the section's title (the page's newest outcome). */
  outcome: string | null;
  /** A dialog opens: the page's last outcome goes. */
  onOpen: () => void;
  onPlanSet: (text: string) => void;
}

/**
 * The workspaces the account belongs to (ADR 0026): each one's name and slug, the account's role
 * there and the workspace's plan. A team's workspace has a plan of its own, set here; the personal
 * one's is the account's, set in the Plan panel. A table from 640 px, stacked cards below.
 */
export function WorkspacesSection({
  user,
  workspaces,
  plans,
  timeZone,
  time,
  openedAt,
  outcome,
  onOpen,
  onPlanSet,
}: WorkspacesSectionProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSetWorkspaceSubscription();
  const [setting, setSetting] = useState<AdminWorkspace | null>(null);

  // The name the admin's plan list gives (a plan just set), else the one the server gave the row.
  const nameOf = (plan: string, given?: AdminWorkspace['plan_display_name']) =>
    planLabel(plan, plans.choices, given);

  const subject: PlanSubject<WorkspaceSubscription> | null = setting && {
    title: t('adminUsers.workspaces.setPlanTitle', { name: setting.name }),
    description: t('adminUsers.workspaces.setPlanDescription'),
    plan: setting.plan,
    expires: setting.expires,
    save: (input) => save.mutateAsync({ id: setting.id, input }),
  };

  const columns = [
    t('adminUsers.workspaces.workspace'),
    t('adminUsers.workspaces.role'),
    t('adminUsers.workspaces.plan'),
    t('adminUsers.workspaces.ends'),
  ];

  return (
    <CardSection
      level={3}
      title={t('adminUsers.workspaces.title')}
      description={t('adminUsers.workspaces.description')}
      headingRef={heading}
    >
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {workspaces.length === 0 ? (
        <CardEmptyState
          level={4}
          icon={Building2}
          title={t('adminUsers.workspaces.emptyTitle')}
          description={t('adminUsers.workspaces.emptyDescription')}
        />
      ) : (
        <div className="rounded-lg border border-border">
          <table role="table" className="w-full text-sm max-sm:block">
            <caption className="sr-only">{t('adminUsers.workspaces.caption', { email: user.email })}</caption>
            <thead
              role="rowgroup"
              className="bg-muted/40 text-left text-xs text-muted-foreground max-sm:sr-only"
            >
              <tr role="row">
                {columns.map((column) => (
                  <th
                    key={column}
                    role="columnheader"
                    scope="col"
                    className="px-3 py-2 font-medium whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
                <th role="columnheader" scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('adminUsers.workspaces.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="divide-y divide-border max-sm:block">
              {workspaces.map((workspace) => (
                <tr
                  role="row"
                  key={workspace.id}
                  className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-3"
                >
                  <th
                    role="rowheader"
                    scope="row"
                    className="px-3 py-2 text-left font-normal max-sm:col-span-2 max-sm:p-0"
                  >
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium break-words">{workspace.name}</span>
                      {workspace.personal && <Badge kind="personal" />}
                    </span>
                    <span className="block text-xs break-all text-muted-foreground">
                      <span className="sr-only">{t('adminUsers.workspaces.slug')} </span>
                      <span className="font-mono">{workspace.slug}</span>
                    </span>
                  </th>
                  <Cell label={columns[1]!}>{t(`workspaces.roles.${workspace.role}`)}</Cell>
                  <Cell label={columns[2]!}>{nameOf(workspace.plan, workspace.plan_display_name)}</Cell>
                  <Cell label={columns[3]!}>
                    {workspace.expires ? (
                      <>
                        <time dateTime={workspace.expires}>{time(workspace.expires)}</time>
                        {Date.parse(workspace.expires) < openedAt && (
                          <>
                            {' '}
                            <span className="text-destructive">{t('adminUsers.plan.ended')}</span>
                          </>
                        )}
                      </>
                    ) : (
                      <span className="text-muted-foreground">{t('adminUsers.plan.noEnd')}</span>
                    )}
                  </Cell>
                  <td
                    role="cell"
                    className="px-3 py-2 text-right max-sm:col-span-2 max-sm:p-0 max-sm:text-left"
                  >
                    {workspace.personal ? (
                      <span className="text-xs text-muted-foreground">
                        {t('adminUsers.workspaces.personalPlan')}
                      </span>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        // Its middle on the row's first line, beside the name, from 640 px.
                        className="sm:-my-1.5"
                        aria-label={t('adminUsers.workspaces.setPlanOf', { name: workspace.name })}
                        onClick={() => {
                          onOpen();
                          setSetting(workspace);
                        }}
                      >
                        {t('adminUsers.plan.set')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {subject && setting && (
        <SetPlanDialog
          subject={subject}
          open
          plans={plans}
          timeZone={timeZone}
          onClose={() => setSetting(null)}
          onDone={(changed) => {
            setSetting(null);
            const plan = nameOf(changed.plan);
            onPlanSet(
              changed.expires
                ? t('adminUsers.outcomes.workspacePlanSet', {
                    name: setting.name,
                    plan,
                    ends: time(changed.expires),
                  })
                : t('adminUsers.outcomes.workspacePlanSetNoEnd', { name: setting.name, plan }),
            );
          }}
          focusAfterDone={() => heading.current?.focus()}
        />
      )}
    </CardSection>
  );
}

/** A cell with its column's name shown above it where the header row is not (narrow screens). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn('px-3 py-2 max-sm:p-0', className)}>
      <span aria-hidden="true" className="block text-xs text-muted-foreground sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}
