import { describe, expect, it } from 'vitest';
import { afterCheck, proofTimings, type ProofState } from './proof-schedule';

const created = new Date('2026-11-24T08:00:00Z');
const minutes = (count: number) => new Date(created.getTime() + count * 60_000);
const hours = (count: number) => minutes(count * 60);
const days = (count: number) => hours(count * 24);
const missing = { kind: 'missing', reason: 'No TXT record at _ringkas.shop.example.' } as const;
const unanswered = { kind: 'unanswered', reason: 'DNS did not answer.' } as const;
const pending: ProofState = {
  status: 'pending',
  createdAt: created,
  nextCheckAt: created,
  txtMissingSince: null,
};

describe('a pending domain', () => {
  it('is asked again every 5 minutes in its first hour, then hourly', () => {
    expect(afterCheck(pending, missing, minutes(10)).nextCheckAt).toEqual(minutes(15));
    expect(afterCheck(pending, missing, minutes(59)).nextCheckAt).toEqual(minutes(64));
    expect(afterCheck(pending, missing, minutes(60)).nextCheckAt).toEqual(minutes(120));
    expect(afterCheck(pending, unanswered, days(6)).nextCheckAt).toEqual(hours(6 * 24 + 1));
  });

  it('keeps the reason for the owner to read, and stays pending', () => {
    const change = afterCheck(pending, missing, minutes(5));
    expect(change).toMatchObject({
      status: 'pending',
      lastError: missing.reason,
      notify: null,
      verifiedNow: false,
    });
  });

  it('fails after 7 days without proof, telling the owner, and is not asked again', () => {
    expect(afterCheck(pending, missing, days(7))).toMatchObject({
      status: 'failed',
      nextCheckAt: null,
      notify: 'expired',
    });
  });

  it('is verified by a proof, then asked daily', () => {
    expect(afterCheck(pending, { kind: 'proven' }, minutes(20))).toEqual({
      status: 'verified',
      nextCheckAt: new Date(minutes(20).getTime() + proofTimings.verifiedEvery),
      txtMissingSince: null,
      lastError: null,
      verifiedNow: true,
      notify: 'verified',
    });
  });

  it('stays pending when another account holds the name, saying so', () => {
    const claimed = { kind: 'claimed', reason: 'Another account has already proven this domain.' } as const;
    expect(afterCheck(pending, claimed, minutes(5))).toMatchObject({
      status: 'pending',
      lastError: claimed.reason,
    });
  });

  it('keeps its schedule when the owner asks at once ("Verify now") and the proof is not there', () => {
    const state = { ...pending, nextCheckAt: minutes(15) };
    expect(afterCheck(state, missing, minutes(12), true)).toMatchObject({
      status: 'pending',
      nextCheckAt: minutes(15),
      lastError: missing.reason,
    });
  });
});

describe('a verified domain', () => {
  const verified: ProofState = {
    status: 'verified',
    createdAt: created,
    nextCheckAt: days(1),
    txtMissingSince: null,
  };

  it('stays verified while its record is there, without telling anyone again', () => {
    expect(afterCheck(verified, { kind: 'proven' }, days(1))).toMatchObject({
      status: 'verified',
      nextCheckAt: days(2),
      verifiedNow: false,
      notify: null,
    });
  });

  it('stays verified for 3 days after its record goes, then fails and the owner is told', () => {
    const first = afterCheck(verified, missing, days(1));
    expect(first).toMatchObject({ status: 'verified', txtMissingSince: days(1), nextCheckAt: days(2) });
    const third = afterCheck({ ...verified, txtMissingSince: days(1) }, missing, days(3));
    expect(third).toMatchObject({ status: 'verified', txtMissingSince: days(1) });
    expect(afterCheck({ ...verified, txtMissingSince: days(1) }, missing, days(4))).toMatchObject({
      status: 'failed',
      nextCheckAt: null,
      notify: 'lost',
    });
  });

  it('forgets a missing record that comes back', () => {
    expect(
      afterCheck({ ...verified, txtMissingSince: days(1) }, { kind: 'proven' }, days(2)).txtMissingSince,
    ).toBeNull();
  });

  it('learns nothing from a resolver that does not answer: asked again within the hour', () => {
    expect(afterCheck({ ...verified, txtMissingSince: days(1) }, unanswered, days(2))).toMatchObject({
      status: 'verified',
      txtMissingSince: days(1),
      nextCheckAt: hours(2 * 24 + 1),
    });
  });
});

describe('a failed domain', () => {
  const failed: ProofState = {
    status: 'failed',
    createdAt: created,
    nextCheckAt: null,
    txtMissingSince: null,
  };

  it('is verified again when the owner proves it', () => {
    expect(afterCheck(failed, { kind: 'proven' }, days(9), true)).toMatchObject({
      status: 'verified',
      verifiedNow: true,
      notify: 'verified',
    });
  });

  it('stays failed, and off the schedule, without proof', () => {
    expect(afterCheck(failed, missing, days(9), true)).toMatchObject({ status: 'failed', nextCheckAt: null });
  });
});
