import { describe, expect, it } from 'vitest';
import { createClickQueue } from './click-queue';

function filled(count: number) {
  const queue = createClickQueue<number>();
  for (let i = 0; i < count; i++) queue.push(i);
  return queue;
}

describe('createClickQueue', () => {
  it('hands items out in the order they came, in batches of at most the size asked', () => {
    const queue = filled(5);
    expect(queue.take(2)).toEqual([0, 1]);
    expect(queue.take(10)).toEqual([2, 3, 4]);
    expect(queue.take(3)).toEqual([]);
    expect(queue.length).toBe(0);
  });

  it('shows the oldest item without taking it', () => {
    const queue = filled(3);
    expect(queue.oldest()).toBe(0);
    queue.take(2);
    expect(queue.oldest()).toBe(2);
    expect(queue.length).toBe(1);
    queue.take(1);
    expect(queue.oldest()).toBeUndefined();
  });

  it('puts a failed batch back in front of what came meanwhile', () => {
    const queue = filled(4);
    const batch = queue.take(2);
    queue.push(4);
    queue.putBack(batch);
    expect(queue.length).toBe(5);
    expect(queue.take(5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('drops the oldest first, never more than it holds', () => {
    const queue = filled(5);
    queue.dropOldest(2);
    expect(queue.take(1)).toEqual([2]);
    queue.dropOldest(99);
    expect(queue.length).toBe(0);
    queue.push(7);
    expect(queue.take(5)).toEqual([7]);
  });

  it('keeps its order across compactions at a bound, as the ingest buffer uses it', () => {
    const bound = 10_000;
    const queue = createClickQueue<number>();
    for (let i = 0; i < 50_000; i++) {
      queue.push(i);
      if (queue.length > bound) queue.dropOldest(queue.length - bound);
      if (i % 7_001 === 0) queue.take(3);
    }
    expect(queue.length).toBe(bound);
    const rest = queue.take(bound);
    expect(rest[0]).toBe(40_000);
    expect(rest.at(-1)).toBe(49_999);
    expect(rest).toEqual(Array.from({ length: bound }, (_, index) => 40_000 + index));
  });
});
