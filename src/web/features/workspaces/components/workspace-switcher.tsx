import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/ui/deferred-menu';
import { deferredModule } from '../../../lib/deferred-module';
import { useCurrentWorkspace } from '../../../lib/queries/workspace';
import { useCreateWorkspaceRequest } from '../lib/create-request';
import { WorkspaceSwitcherTriggerContent, workspaceSwitcherTriggerClass } from './workspace-switcher-trigger';

/** The menu's code (Radix's dropdown), which comes after the first page (ADR 0043). */
export const workspaceSwitcherMenu = deferredModule(() =>
  import('./workspace-switcher-menu').then((module) => module.WorkspaceSwitcherMenu),
);

// The creation dialog (a form: react-hook-form and its resolver) is a chunk of its own, downloaded
// when it is first asked for, so the shell's first load goes without it.
const CreateWorkspaceDialog = lazy(() =>
  import('./create-workspace-dialog').then((module) => ({ default: module.CreateWorkspaceDialog })),
);

/**
 * The top bar's workspace switcher: the tab's workspace, and a menu of the account's workspaces
 * (workspace-switcher-menu.tsx). It holds the creation dialog, which the menu and the search
 * palette ask for (lib/create-request.ts).
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const current = useCurrentWorkspace();
  const [creating, closeCreate] = useCreateWorkspaceRequest();
  // Mounted from its first opening on, as it was from the start before it was split off.
  const [asked, setAsked] = useState(false);
  if (creating && !asked) setAsked(true);
  // The dialog belongs to the shell: leaving it (signing out) closes it.
  useEffect(() => closeCreate, [closeCreate]);
  const frame = useRef<HTMLSpanElement>(null);
  const name = current.summary?.name ?? t('workspaces.switcher.loading');

  return (
    <>
      <span ref={frame} className="contents">
        <DeferredMenu
          menu={workspaceSwitcherMenu}
          className={workspaceSwitcherTriggerClass}
          label={t('workspaces.switcher.label', { name })}
        >
          <WorkspaceSwitcherTriggerContent name={name} logo={current.summary?.logo ?? null} />
        </DeferredMenu>
      </span>
      {asked && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            open={creating}
            onClose={closeCreate}
            returnFocus={() => frame.current?.querySelector('button')?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
