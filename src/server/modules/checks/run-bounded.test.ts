import { describe, expect, it } from 'vitest';
import { runBounded } from './run-bounded';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runBounded', () => {
  it('keeps to the overall and per-key bounds, and settles every item', async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({
      index,
      key: index < 20 ? 'big' : `small-${index}`,
    }));
    let active = 0;
    let most = 0;
    const perKey = new Map<string, number>();
    let mostPerKey = 0;
    const results = await runBounded(items, {
      concurrency: 5,
      perKey: 2,
      key: (item) => item.key,
      run: async (item) => {
        active += 1;
        perKey.set(item.key, (perKey.get(item.key) ?? 0) + 1);
        most = Math.max(most, active);
        mostPerKey = Math.max(mostPerKey, perKey.get(item.key)!);
        await tick();
        active -= 1;
        perKey.set(item.key, perKey.get(item.key)! - 1);
        if (item.index === 3) throw new Error('one fails');
        return item.index * 10;
      },
    });
    expect(most).toBe(5);
    expect(mostPerKey).toBe(2);
    expect(results).toEqual(items.map((item) => (item.index === 3 ? null : item.index * 10)));
  });

  it('starts nothing more once aborted', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await runBounded([1, 2, 3, 4, 5], {
      concurrency: 1,
      perKey: 1,
      key: () => 'one',
      signal: controller.signal,
      run: async (item) => {
        started.push(item);
        if (item === 2) controller.abort();
        await tick();
        return item;
      },
    });
    expect(started).toEqual([1, 2]);
    expect(results).toEqual([1, 2, null, null, null]);
  });

  it('resolves at once for no items', async () => {
    expect(await runBounded([], { concurrency: 2, perKey: 1, key: String, run: async () => 1 })).toEqual([]);
  });
});
