import type { WorkspaceRole } from '../../../shared/workspaces';
import type { Language } from '../../platform/text/i18n';
import { workspacesText } from './texts-id';

// The invitation email, in the reader's language: the invited account's, or for an address with
// no account yet the inviter's. Each paragraph is a text of this module's catalogue.

const roleNames: Record<WorkspaceRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  member: 'a member',
  viewer: 'a viewer',
};

export function invitationMail(
  language: Language,
  values: { issuer: string; inviter: string; workspace: string; role: WorkspaceRole; url: string },
) {
  const say = (template: string) =>
    workspacesText.say(language, template, {
      ...values,
      role: workspacesText.local(roleNames[values.role], language),
    });
  return {
    subject: say('{inviter} invited you to {workspace} on {issuer}'),
    text: [
      say('{inviter} invited you to join the workspace {workspace} on {issuer} as {role}.'),
      say('Accept the invitation: {url}'),
      say(
        'Sign in or create an account with this email address to join. The link works once and expires in 7 days. If you did not expect it, ignore this email.',
      ),
    ].join('\n\n'),
  };
}
