import { defineModule } from '../../platform/wiring/module';
import { createWorkspacesRepo, type WorkspacesRepo } from './workspaces.repo';

export type { Membership } from './workspaces.repo';

export type Workspaces = Pick<
  WorkspacesRepo,
  'createPersonalIn' | 'deletePersonalIn' | 'roleOf' | 'membershipsOf'
>;

declare module '../../platform/wiring/module' {
  interface Services {
    workspaces: Workspaces;
  }
}

/**
 * Who owns what a customer makes (ADR 0026): the workspaces, their members and roles. Every
 * account has a personal workspace under its own id, made with the account (the event table's
 * 'account.created'); the subscription in a workspace's row is billing's.
 */
export const workspacesModule = defineModule({
  name: 'workspaces',
  needs: [],
  provides: ['workspaces'],
  create: (_needs, { db }) => {
    const repo = createWorkspacesRepo(db);
    return {
      name: 'workspaces',
      provides: {
        workspaces: {
          createPersonalIn: repo.createPersonalIn,
          deletePersonalIn: repo.deletePersonalIn,
          roleOf: repo.roleOf,
          membershipsOf: repo.membershipsOf,
        },
      },
    };
  },
});
