import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clickRollupsDaily, clickRollupsHourly, clicks, visitorDays } from '../../db/schema/analytics';
import { userScope } from './rollup';

/**
 * A deleted link's clicks and its own rollups go with it, in the transaction that deletes it
 * (clicks carry no foreign key to cascade: ADR 0002). The owner's totals keep its past clicks.
 */
export async function deleteLinkClicks(linkId: string, tx: Tx): Promise<void> {
  await tx.delete(clicks).where(eq(clicks.linkId, linkId));
  await tx.delete(clickRollupsHourly).where(eq(clickRollupsHourly.scope, linkId));
  await tx.delete(clickRollupsDaily).where(eq(clickRollupsDaily.scope, linkId));
}

/**
 * A deleted account's own totals (its scope's rollups) and its visitor days go with it, in the
 * account's deleting transaction; its links' clicks went with each link.
 */
export async function deleteOwnerData(userId: string, tx: Tx): Promise<Record<string, number>> {
  const hourly = await tx
    .delete(clickRollupsHourly)
    .where(eq(clickRollupsHourly.scope, userScope(userId)))
    .returning({ scope: clickRollupsHourly.scope });
  const daily = await tx
    .delete(clickRollupsDaily)
    .where(eq(clickRollupsDaily.scope, userScope(userId)))
    .returning({ scope: clickRollupsDaily.scope });
  const days = await tx
    .delete(visitorDays)
    .where(eq(visitorDays.workspaceId, userId))
    .returning({ day: visitorDays.day });
  return { rollups: hourly.length + daily.length, visitor_days: days.length };
}
