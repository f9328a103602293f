import type { Platform } from '../../platform/wiring/module';
import type { Mailer } from '../../platform/net/mailer';
import type { RateLimiter } from '../../platform/http/rate-limit';
import type { AuditLog } from '../admin';
import type { Profiles } from '../profiles';
import type { InvitationsRepo } from './invitations.repo';
import type { WorkspacesRepo } from './workspaces.repo';

/** What the workspaces module's services work with. */
export interface WorkspacesDeps {
  repo: WorkspacesRepo;
  invitations: InvitationsRepo;
  events: Platform['events'];
  audit: Pick<AuditLog, 'record'>;
  profiles: Pick<Profiles, 'summaries' | 'languageByEmail'>;
  /** The workspace's seats now (its plan's max_members); null: unlimited (billing's). */
  seatsOf(workspaceId: string): Promise<number | null>;
  mailer: Mailer;
  /** The brand's app name, as mails name the product. */
  issuer(): Promise<string>;
  publicUrl: string;
  /** Sends of one invitation an hour (invitationSendsPerHour). */
  sendLimit: RateLimiter;
  logger: Platform['logger'];
  now: () => Date;
}
