import { ChevronsUpDown } from 'lucide-react';
import { WorkspaceAvatar } from './workspace-avatar';

/** The switcher's trigger, the same before and after the menu's code is in (workspace-switcher.tsx). */
export const workspaceSwitcherTriggerClass =
  'flex max-w-56 min-w-0 shrink-0 items-center gap-2 rounded-md px-1.5 py-1 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent sm:px-2';

/** The trigger's content: the workspace's logo and name, and the up-down chevrons. */
export function WorkspaceSwitcherTriggerContent({ name, logo }: { name: string; logo: string | null }) {
  return (
    <>
      <WorkspaceAvatar name={name} logo={logo} />
      {/* The name beside the logo from `sm` up; the label reads it out on every width. */}
      <span className="hidden min-w-0 truncate sm:inline">{name}</span>
      <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </>
  );
}
