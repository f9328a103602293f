import { describe, expect, it } from 'vitest';
import { createLastKnown } from './last-known';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });

/** A value store that counts its reads and can be taken away. */
function source(initial: string) {
  const state = { value: initial, reads: 0, down: false, error: refused as () => Error };
  return {
    state,
    load: async () => {
      state.reads += 1;
      if (state.down) throw state.error();
      return state.value;
    },
  };
}

const silent = { warn: () => undefined };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a last known value', () => {
  it('reads once and then answers from memory', async () => {
    const { state, load } = source('a');
    const kept = createLastKnown({ name: 't', load, logger: silent });
    expect(await kept.get()).toBe('a');
    state.value = 'b';
    expect(await kept.get()).toBe('a');
    expect(state.reads).toBe(1);
  });

  it('reads again after invalidate, and the read waits for the new value', async () => {
    const { state, load } = source('a');
    const kept = createLastKnown({ name: 't', load, logger: silent });
    await kept.get();
    state.value = 'b';
    kept.invalidate();
    expect(await kept.get()).toBe('b');
  });

  it('does not let a read begun before an invalidate stand for the value after it', async () => {
    let release: (value: string) => void = () => undefined;
    let reads = 0;
    const kept = createLastKnown({
      name: 't',
      load: () => {
        reads += 1;
        return reads === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('new');
      },
      logger: silent,
    });
    const first = kept.get();
    kept.invalidate();
    expect(await kept.get()).toBe('new');
    release('old');
    expect(await first).toBe('old');
    expect(await kept.get()).toBe('new');
  });

  it('answers the last value while the database is away, and the new one when it is back', async () => {
    const { state, load } = source('a');
    const kept = createLastKnown({ name: 't', load, logger: silent });
    await kept.get();
    state.down = true;
    state.value = 'b';
    kept.invalidate();
    expect(await kept.get()).toBe('a');
    state.down = false;
    expect(await kept.get()).toBe('b');
  });

  it('fails when it has never read a value, and on errors that are not an outage', async () => {
    const { state, load } = source('a');
    const kept = createLastKnown({ name: 't', load, logger: silent });
    state.down = true;
    await expect(kept.get()).rejects.toThrow('ECONNREFUSED');
    state.down = false;
    await kept.get();
    state.down = true;
    state.error = () => new Error('column "x" does not exist');
    kept.invalidate();
    await expect(kept.get()).rejects.toThrow('does not exist');
  });

  it('refreshes behind the kept value once it is older than maxAgeMs, and retries a failure later', async () => {
    let clock = 0;
    const { state, load } = source('a');
    const kept = createLastKnown({ name: 't', load, logger: silent, maxAgeMs: 60_000, now: () => clock });
    await kept.get();
    state.value = 'b';
    clock = 60_001;
    // Answered at once from memory; the read runs behind it.
    expect(await kept.get()).toBe('a');
    await settle();
    expect(await kept.get()).toBe('b');
    expect(state.reads).toBe(2);

    state.down = true;
    clock = 120_002;
    expect(await kept.get()).toBe('b');
    await settle();
    expect(state.reads).toBe(3);
    // Not on every read while it is down: again 5 s later.
    clock = 124_000;
    await kept.get();
    expect(state.reads).toBe(3);
    clock = 125_003;
    state.down = false;
    state.value = 'c';
    await kept.get();
    await settle();
    expect(await kept.get()).toBe('c');
  });
});
