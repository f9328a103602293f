import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clickRollupsDaily, clickRollupsHourly, clicks } from '../../db/schema/analytics';

/**
 * A deleted link's clicks and its own rollups go with it, in the transaction that deletes it
 * (clicks carry no foreign key to cascade: ADR 0002). The owner's totals keep its past clicks.
 */
export async function deleteLinkClicks(linkId: string, tx: Tx): Promise<void> {
  await tx.delete(clicks).where(eq(clicks.linkId, linkId));
  await tx.delete(clickRollupsHourly).where(eq(clickRollupsHourly.scope, linkId));
  await tx.delete(clickRollupsDaily).where(eq(clickRollupsDaily.scope, linkId));
}
