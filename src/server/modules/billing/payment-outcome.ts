import type { OrderState } from '../../../shared/billing';
import type { TransactionStatus } from './midtrans';

// What Midtrans's status API says an order has become, and which moves an order may make. Only
// the status API is believed (a notification has no timestamp and can be replayed): a settlement,
// or a capture whose fraud status is accept, for exactly the order's amount, is a payment.

export type Outcome = Exclude<OrderState, 'pending'> | 'pending' | 'amount_mismatch';

export function outcomeOf(status: TransactionStatus, amount: number): Outcome {
  switch (status.transaction_status) {
    case 'settlement':
    case 'capture': {
      if (status.transaction_status === 'capture' && status.fraud_status !== 'accept') {
        return status.fraud_status === 'deny' ? 'failed' : 'pending';
      }
      return Number(status.gross_amount) === amount ? 'paid' : 'amount_mismatch';
    }
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      return 'pending';
  }
}

/**
 * The states an order may move to each state from. Paid is accepted after expired, failed or
 * cancelled too: if the money came, it counts. Refunded only follows paid. Nothing else moves.
 */
export const movesFrom: Record<Exclude<OrderState, 'pending'>, OrderState[]> = {
  paid: ['pending', 'expired', 'failed', 'cancelled'],
  failed: ['pending'],
  expired: ['pending'],
  cancelled: ['pending'],
  refunded: ['paid'],
};
