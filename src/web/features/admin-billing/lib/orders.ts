import type { InfiniteData } from '@tanstack/react-query';
import type { AdminOrder, Order } from '../../../../shared/billing';

export interface AdminOrderPage {
  items: AdminOrder[];
  next_cursor: string | null;
}

/** The cached list: one entry per page loaded, each with the server's cursor to the next. */
export type AdminOrderPages = InfiniteData<AdminOrderPage, string | null>;

/** A manual transfer the buyer says is made: the admin approves or rejects it. */
export function awaitsApproval(order: Order): boolean {
  return order.method === 'bank_transfer' && order.state === 'pending' && order.transfer !== null;
}

/**
 * An order's new state written into a cached list that holds it, so its row changes at once. The
 * answer may be the plain order: the buyer the list already knows is kept.
 */
export function withOrder(pages: AdminOrderPages | undefined, order: Order): AdminOrderPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === order.id ? { ...item, ...order } : item)),
    })),
  };
}
