import { useSearchParams } from 'react-router';
import type { PlanText } from '../../../../shared/plans';
import { userParam } from '../lib/list-query';
import { UserDetail } from './user-detail';
import { UsersList } from './users-list';

/** A plan an admin may put an account on: its key, display name, and one purchase's length (days). */
export interface PlanChoice {
  name: string;
  display_name: PlanText;
  duration: number;
}

/** The plans on sale (GET /api/plans, from billing, through the route); failed: they could not be read. */
export interface PlanChoices {
  choices: PlanChoice[];
  failed: boolean;
}

/**
 * The whole of /admin/users below its title: the list of accounts, or one account's page when the
 * address names it (?user=<id>, beside the list's own keys, so Back returns to the same list).
 */
export function UsersView({ plans }: { plans: PlanChoices }) {
  const [params] = useSearchParams();
  const userId = params.get(userParam);
  // Keyed, so another account's page starts without this one's outcome or open dialog.
  return userId ? <UserDetail key={userId} id={userId} plans={plans} /> : <UsersList plans={plans} />;
}
