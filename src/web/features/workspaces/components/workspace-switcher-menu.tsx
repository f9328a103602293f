import { Check, Plus, Settings, Users } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspaceSummary } from '../../../../shared/workspaces';
import { useCurrentWorkspace, useWorkspaces } from '../../../lib/queries/workspace';
import type { DeferredMenuProps } from '../../../components/ui/deferred-menu';
import { requestCreateWorkspace } from '../lib/create-request';
import { useChooseWorkspace } from './use-choose-workspace';
import { WorkspaceAvatar } from './workspace-avatar';
import { WorkspaceSwitcherTriggerContent, workspaceSwitcherTriggerClass } from './workspace-switcher-trigger';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/**
 * The workspace switcher's menu (workspace-switcher.tsx; this is its code that comes after the
 * first page): the account's workspaces with its role in each (the current one ticked), "Create
 * workspace", and the way to the workspace's settings and members. Choosing one switches this tab
 * only (lib/workspace.ts).
 */
export function WorkspaceSwitcherMenu({ openAtStart }: DeferredMenuProps) {
  const { t } = useTranslation();
  const list = useWorkspaces();
  const current = useCurrentWorkspace();
  const labelId = useId();
  const name = current.summary?.name ?? t('workspaces.switcher.loading');

  const chooseWorkspace = useChooseWorkspace();
  const choose = (id: string) => {
    const chosen = list.data?.items.find((workspace) => workspace.id === id);
    if (chosen) chooseWorkspace(chosen);
  };

  return (
    // Not modal, as the user menu: the page stays readable to assistive technology.
    <DropdownMenu.Root modal={false} defaultOpen={openAtStart}>
      <DropdownMenu.Trigger
        aria-label={t('workspaces.switcher.label', { name })}
        className={workspaceSwitcherTriggerClass}
      >
        <WorkspaceSwitcherTriggerContent name={name} logo={current.summary?.logo ?? null} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label id={labelId} className="px-2 py-1.5 text-xs text-muted-foreground">
            {t('workspaces.switcher.title')}
          </DropdownMenu.Label>
          {list.isPending && (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
              {t('workspaces.switcher.loading')}
            </p>
          )}
          {list.isError && !list.data && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void list.refetch()}>
              {t('workspaces.switcher.failed')}
            </DropdownMenu.Item>
          )}
          {list.data && (
            <DropdownMenu.RadioGroup
              aria-labelledby={labelId}
              value={current.summary?.id ?? ''}
              onValueChange={choose}
            >
              {list.data.items.map((workspace) => (
                <WorkspaceChoice key={workspace.id} workspace={workspace} />
              ))}
            </DropdownMenu.RadioGroup>
          )}
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={requestCreateWorkspace}>
            <Plus aria-hidden="true" />
            {t('workspaces.switcher.create')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/workspace">
              <Settings aria-hidden="true" />
              {t('workspaces.switcher.settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/members">
              <Users aria-hidden="true" />
              {t('workspaces.switcher.members')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function WorkspaceChoice({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const role = t(`workspaces.roles.${workspace.role}`);
  return (
    <DropdownMenu.RadioItem value={workspace.id} className={itemClass}>
      {/* The tick marks the tab's workspace; the others keep its room, so the names align. */}
      <span className="flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden="true" />
        </DropdownMenu.ItemIndicator>
      </span>
      <WorkspaceAvatar name={workspace.name} logo={workspace.logo} />
      <span className="grid min-w-0 flex-1">
        <span className="truncate">{workspace.name}</span>
        <span className="truncate text-xs text-muted-foreground">
          {workspace.personal ? t('workspaces.switcher.personalRole', { role }) : role}
        </span>
      </span>
    </DropdownMenu.RadioItem>
  );
}
