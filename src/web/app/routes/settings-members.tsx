import { titledPage } from '../../components/layouts/page-layout';
import { MembersView } from '../../features/workspaces/components/members-view';

// GET /settings/members - the tab's workspace's members and roles, inviting (admins), the
// invitations not yet accepted, and leaving
export const Component = titledPage(
  { width: '5xl', title: 'workspaces.members.pageTitle', description: 'workspaces.members.pageDescription' },
  MembersView,
);
