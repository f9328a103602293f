import { describe, expect, it } from 'vitest';
import { outcomeOf } from './payment-outcome';

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
    expect(outcomeOf(status('authorize'), 150_000)).toBe('pending');
  });
});
