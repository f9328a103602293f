import { titledPage } from '../../components/layouts/page-layout';
import { WorkspaceSettingsView } from '../../features/workspaces/components/workspace-settings-view';

// GET /settings/workspace - the tab's workspace: name, slug and logo (admins change them), its plan
// and seats, and deleting it (owners of a team's workspace)
export const Component = titledPage(
  { width: '3xl', title: 'workspaces.settings.title', description: 'workspaces.settings.description' },
  WorkspaceSettingsView,
);
