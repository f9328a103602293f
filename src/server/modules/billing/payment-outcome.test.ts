import { describe, expect, it } from 'vitest';
import { orderStates, type OrderState } from '../../../shared/billing';
import { movesFrom, outcomeOf } from './payment-outcome';

const status = (transaction_status: string, extra: Record<string, string> = {}) => ({
  order_id: 'RKS-1',
  status_code: '200',
  gross_amount: '150000.00',
  transaction_status,
  ...extra,
});

describe('what the status API says an order became', () => {
  it('counts a settlement or an accepted capture of the exact amount as paid', () => {
    expect(outcomeOf(status('settlement'), 150_000)).toBe('paid');
    expect(outcomeOf(status('capture', { fraud_status: 'accept' }), 150_000)).toBe('paid');
  });

  it('never counts another amount, a challenged or denied capture', () => {
    expect(outcomeOf(status('settlement', { gross_amount: '1000.00' }), 150_000)).toBe('amount_mismatch');
    expect(outcomeOf(status('capture', { fraud_status: 'challenge' }), 150_000)).toBe('pending');
    expect(outcomeOf(status('capture', { fraud_status: 'deny' }), 150_000)).toBe('failed');
    expect(outcomeOf(status('capture'), 150_000)).toBe('pending');
  });

  it('maps the other statuses', () => {
    expect(outcomeOf(status('pending'), 150_000)).toBe('pending');
    expect(outcomeOf(status('deny'), 150_000)).toBe('failed');
    expect(outcomeOf(status('failure'), 150_000)).toBe('failed');
    expect(outcomeOf(status('cancel'), 150_000)).toBe('cancelled');
    expect(outcomeOf(status('expire'), 150_000)).toBe('expired');
    expect(outcomeOf(status('refund'), 150_000)).toBe('refunded');
    expect(outcomeOf(status('partial_refund'), 150_000)).toBe('refunded');
    expect(outcomeOf(status('chargeback'), 150_000)).toBe('refunded');
    expect(outcomeOf(status('partial_chargeback'), 150_000)).toBe('refunded');
    expect(outcomeOf(status('authorize'), 150_000)).toBe('pending');
  });
});

describe('which moves an order may make', () => {
  // The rules in words: a pending order may end any way; money that came counts even after the
  // order expired, failed or was cancelled; only a paid order is refunded; nothing else moves.
  const allowed = (from: OrderState, to: OrderState): boolean => {
    if (from === to) return false;
    if (from === 'pending') return to !== 'refunded';
    if (to === 'paid') return from === 'expired' || from === 'failed' || from === 'cancelled';
    return from === 'paid' && to === 'refunded';
  };

  it.each(orderStates.flatMap((from) => orderStates.map((to) => [from, to] as const)))(
    '%s -> %s',
    (from, to) => {
      const moves = to === 'pending' ? [] : movesFrom[to];
      expect(moves.includes(from)).toBe(allowed(from, to));
    },
  );
});
