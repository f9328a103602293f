import type { Language } from '../../../shared/i18n';
import type { WorkspaceRole } from '../../../shared/workspaces';

/** Who is asking: the signed-in account a guarded route acts for (set by the users module's guards). */
export interface Principal {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The profile's IANA time zone, for anything shown in the user's local time. */
  timezone: string;
  /** The account's language: what the answers to its requests are written in. */
  language: Language;
}

/**
 * Who acts, and where (a route that names a role): the principal in the workspace its request
 * names. `id` stays the account's (who did it); `workspaceId` owns what it reads and makes.
 */
export interface Actor extends Principal {
  workspaceId: string;
  /** The principal's role in that workspace. */
  role: WorkspaceRole;
}
