import { describe, expect, it } from 'vitest';
import { createClickQueue, type QueuedVisit } from './click-queue';

/** Visit `n`, which is also its spool number. */
function visit(n: number): QueuedVisit {
  return {
    seq: n,
    linkId: `link-${n % 7}`,
    at: 1_700_000_000_000 + n,
    ip: `10.0.${n % 256}.1`,
    userAgent: n % 3 === 0 ? undefined : `agent ${n % 5}`,
    referer: n % 2 === 0 ? `https://ref.example/${n}` : undefined,
    countryHint: n % 4 === 0 ? 'DE' : null,
    destination: `https://example.com/${n}`,
    choice: null,
    scan: n % 5 === 2,
  };
}

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const visits = (from: number, count: number) => numbers(from, count).map(visit);

function filled(count: number) {
  const queue = createClickQueue();
  for (let n = 0; n < count; n++) queue.push(visit(n), n);
  return queue;
}

describe('createClickQueue', () => {
  it('hands visits out whole, in the order they came, in batches of at most the size asked', () => {
    const queue = filled(5);
    expect(queue.take(2)).toEqual(visits(0, 2));
    expect(queue.take(10)).toEqual(visits(2, 3));
    expect(queue.take(3)).toEqual([]);
    expect(queue.length).toBe(0);
  });

  it('keeps order and every field across its chunks (thousands of visits)', () => {
    const queue = filled(10_000);
    expect(queue.length).toBe(10_000);
    expect(queue.take(4_000)).toEqual(visits(0, 4_000));
    expect(queue.take(5_000)).toEqual(visits(4_000, 5_000));
    queue.push(visit(10_000), 10_000);
    expect(queue.take(10_000)).toEqual(visits(9_000, 1_001));
    expect(queue.length).toBe(0);
    queue.push(visit(1), 1);
    expect(queue.take(1)).toEqual([visit(1)]);
  });

  it('keeps which visits were scans through take, putBack and a chunk emptied and reused', () => {
    const queue = createClickQueue();
    queue.push(visit(2), 2);
    queue.push(visit(3), 3);
    const batch = queue.take(2);
    expect(batch.map((each) => each.scan)).toEqual([true, false]);
    // The last chunk, emptied, is written from its start again: its old flag must not show through.
    queue.push(visit(5), 5);
    queue.putBack(batch);
    expect(queue.take(3).map((each) => [each.seq, each.scan])).toEqual([
      [2, true],
      [3, false],
      [5, false],
    ]);
  });

  it('answers when the oldest visit came, without taking it', () => {
    const queue = filled(3);
    expect(queue.oldestAt()).toBe(visit(0).at);
    queue.take(2);
    expect(queue.oldestAt()).toBe(visit(2).at);
    expect(queue.length).toBe(1);
    queue.take(1);
    expect(queue.oldestAt()).toBeUndefined();
  });

  it('puts a failed batch back in front of what came meanwhile', () => {
    const queue = filled(4);
    const batch = queue.take(2);
    queue.push(visit(4), 4);
    queue.putBack(batch);
    expect(queue.length).toBe(5);
    expect(queue.oldestAt()).toBe(visit(0).at);
    expect(queue.take(5)).toEqual(visits(0, 5));
  });

  it('puts back a batch larger than a chunk into an empty queue, and pushes go on behind it', () => {
    const queue = filled(9_000);
    const batch = queue.take(9_000);
    queue.putBack(batch);
    queue.push(visit(9_000), 9_000);
    expect(queue.length).toBe(9_001);
    expect(queue.take(9_001)).toEqual(visits(0, 9_001));
  });

  it('drops the oldest first, never more than it holds', () => {
    const queue = filled(5);
    queue.dropOldest(2);
    expect(queue.take(1)).toEqual([visit(2)]);
    queue.dropOldest(99);
    expect(queue.length).toBe(0);
    queue.push(visit(7), 7);
    expect(queue.take(5)).toEqual([visit(7)]);
  });

  it('keeps its order at a bound, as the ingest buffer uses it', () => {
    const bound = 10_000;
    const queue = createClickQueue();
    for (let n = 0; n < 50_000; n++) {
      queue.push(visit(n), n);
      if (queue.length > bound) queue.dropOldest(queue.length - bound);
      if (n % 7_001 === 0) queue.take(3);
    }
    expect(queue.length).toBe(bound);
    expect(queue.take(bound)).toEqual(visits(40_000, bound));
  });
});
