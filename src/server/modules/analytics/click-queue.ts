// The ingest buffer's queue. A plain array's splice(0, n) moves every item behind the front: with
// the buffer at its bound, dropping the oldest visit on each new one cost a shift of 200,000
// items per redirect (measured: the redirect slowed from 27 to 94 µs of CPU). Here the front is
// an index, and the array is compacted only once more than half of it lies before the index,
// so every operation but putBack costs O(1) amortised.

export interface ClickQueue<T> {
  readonly length: number;
  push(item: T): void;
  /** The item at the front, left in place. */
  oldest(): T | undefined;
  /** Removes and answers up to `count` items from the front. */
  take(count: number): T[];
  /** Puts a batch back in front of the rest (a write that failed); O(length), rare. */
  putBack(batch: T[]): void;
  /** Drops up to `count` items from the front. */
  dropOldest(count: number): void;
}

/** Items before the front index are not compacted away below this (a copy would cost more). */
const compactAfter = 4_096;

export function createClickQueue<T>(): ClickQueue<T> {
  let items: T[] = [];
  let front = 0;

  function compact() {
    if (front === items.length) {
      items = [];
      front = 0;
    } else if (front > compactAfter && front * 2 > items.length) {
      items = items.slice(front);
      front = 0;
    }
  }

  return {
    get length() {
      return items.length - front;
    },
    push(item) {
      items.push(item);
    },
    oldest() {
      return front < items.length ? items[front] : undefined;
    },
    take(count) {
      const batch = items.slice(front, front + Math.max(0, count));
      front += batch.length;
      compact();
      return batch;
    },
    putBack(batch) {
      items = batch.concat(items.slice(front));
      front = 0;
    },
    dropOldest(count) {
      front += Math.min(Math.max(0, count), items.length - front);
      compact();
    },
  };
}
