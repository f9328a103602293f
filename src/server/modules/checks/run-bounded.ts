// Runs a task per item with at most `concurrency` at once overall and `perKey` at once per key
// (one account's hundred domains must not hold up everyone else's). Each task settles on its own:
// a rejection becomes null in its place. Items not started when `signal` aborts are skipped (null).

export async function runBounded<T, R>(
  items: readonly T[],
  options: {
    concurrency: number;
    perKey: number;
    key: (item: T) => string;
    run: (item: T) => Promise<R>;
    signal?: AbortSignal;
  },
): Promise<(R | null)[]> {
  const results: (R | null)[] = items.map(() => null);
  const waiting = items.map((item, index) => ({ item, index }));
  const running = new Map<string, number>();
  let active = 0;

  return new Promise((resolve) => {
    function startMore() {
      if (options.signal?.aborted) waiting.length = 0;
      for (let position = 0; position < waiting.length && active < options.concurrency;) {
        const { item, index } = waiting[position]!;
        const key = options.key(item);
        if ((running.get(key) ?? 0) >= options.perKey) {
          position += 1;
          continue;
        }
        waiting.splice(position, 1);
        active += 1;
        running.set(key, (running.get(key) ?? 0) + 1);
        options
          .run(item)
          .then(
            (result) => (results[index] = result),
            () => (results[index] = null),
          )
          .finally(() => {
            active -= 1;
            running.set(key, running.get(key)! - 1);
            startMore();
          });
      }
      if (active === 0 && (waiting.length === 0 || options.signal?.aborted)) resolve(results);
    }
    startMore();
  });
}
