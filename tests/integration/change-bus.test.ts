import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChangeBus, type ChangeBus } from '../../src/server/platform/wiring/change-bus';
import { createTestDatabase, testEngine, type TestDatabaseLocation } from './helpers/test-database';

// The change bus on both engines: in one process on PGlite, and between processes (each with a
// pool of its own) on PostgreSQL, through one LISTEN connection that comes back when it drops.

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** Collects what a subscriber hears. */
function collector() {
  const heard: string[] = [];
  return { heard, listener: (payload: string) => heard.push(payload) };
}

describe('change bus in one process (the embedded engine)', () => {
  // The emitter never touches the database: a pool that never connects is enough.
  const pool = new pg.Pool({ host: '/nonexistent' });
  const bus = createChangeBus({ pool, engine: 'pglite', logger: logger() });
  afterAll(() => pool.end());

  it('delivers to this process at once, on the channel subscribed only, until unsubscribed', async () => {
    await bus.start();
    const links = collector();
    const other = collector();
    const unsubscribe = bus.subscribe('test_links', links.listener);
    bus.subscribe('test_other', other.listener);
    await bus.publish('test_links', 'a');
    expect(links.heard).toEqual(['a']);
    unsubscribe();
    await bus.publish('test_links', 'b');
    expect(links.heard).toEqual(['a']);
    expect(other.heard).toEqual([]);
    expect(bus.crossProcess).toBe(false);
    await bus.stop();
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const log = logger();
    const guarded = createChangeBus({ pool, engine: 'pglite', logger: log });
    const after = collector();
    guarded.subscribe('test_links', () => {
      throw new Error('subscriber failed');
    });
    guarded.subscribe('test_links', after.listener);
    await guarded.publish('test_links', 'x');
    expect(after.heard).toEqual(['x']);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('refuses a channel name LISTEN could not take as it is', () => {
    expect(() => bus.subscribe('links; DROP TABLE x', () => undefined)).toThrow(/invalid/);
  });
});

if (testEngine === 'postgres') {
  describe('change bus across processes (PostgreSQL)', () => {
    let location: TestDatabaseLocation;
    const pools: pg.Pool[] = [];
    const buses: ChangeBus[] = [];

    /**
     * A bus as another process would have it: its own pool on the same database. Channels
     * subscribed before start() are listened to by the time it resolves.
     */
    async function startBus(subscribe: (bus: ChangeBus) => void = () => undefined, log = logger()) {
      const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 2 });
      // An idle client the server drops is reported here; unheard, it would be an uncaught error.
      pool.on('error', () => undefined);
      const bus = createChangeBus({ pool, engine: 'postgres', logger: log, firstRetryMs: 50 });
      pools.push(pool);
      buses.push(bus);
      subscribe(bus);
      await bus.start();
      return bus;
    }

    /** The server processes of this database's change bus listeners. */
    async function listenerPids(): Promise<number[]> {
      const pool = pools[0]!;
      const { rows } = await pool.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'ringkas change bus'`,
      );
      return rows.map((row) => row.pid);
    }

    beforeAll(async () => {
      location = await createTestDatabase();
    });
    afterAll(async () => {
      for (const bus of buses) await bus.stop();
      for (const pool of pools) await pool.end();
      await location.dispose();
    });

    it("delivers one process's change to another's subscriber", async () => {
      const heard = collector();
      const publisher = await startBus();
      const subscriber = await startBus((bus) => bus.subscribe('test_links', heard.listener));
      await publisher.publish('test_links', 'example.com/abc');
      // How soon is a matter for the benchmark; a loaded CI machine may take more than a second.
      await vi.waitFor(() => expect(heard.heard).toEqual(['example.com/abc']), {
        timeout: 5_000,
        interval: 5,
      });
      expect(subscriber.crossProcess).toBe(true);
    });

    it('listens again after its connection is killed, and logs it', async () => {
      const log = logger();
      const heard = collector();
      const publisher = await startBus();
      await startBus((bus) => bus.subscribe('test_reconnect', heard.listener), log);
      const before = await listenerPids();
      await publisher.publish('test_reconnect', 'before');
      await vi.waitFor(() => expect(heard.heard).toContain('before'));

      await pools[0]!.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'ringkas change bus'`,
      );
      await vi.waitFor(
        () => expect(log.info).toHaveBeenCalledWith(expect.anything(), 'change bus: listening again'),
        {
          timeout: 5_000,
        },
      );
      expect(log.warn).toHaveBeenCalledWith(
        expect.anything(),
        'change bus: listener connection lost, reconnecting',
      );
      // pg_terminate_backend only signals: a killed backend stays listed until it has exited.
      await vi.waitFor(
        async () => {
          const after = await listenerPids();
          expect(after.some((pid) => before.includes(pid))).toBe(false);
        },
        { timeout: 5_000, interval: 20 },
      );
      await publisher.publish('test_reconnect', 'after');
      await vi.waitFor(() => expect(heard.heard).toContain('after'), { timeout: 5_000, interval: 5 });
    });

    it('stops delivering to a subscriber once it unsubscribes', async () => {
      const kept = collector();
      const dropped = collector();
      let unsubscribe = () => undefined as void;
      const publisher = await startBus();
      await startBus((bus) => {
        bus.subscribe('test_unsubscribe', kept.listener);
        unsubscribe = bus.subscribe('test_unsubscribe', dropped.listener);
      });
      await publisher.publish('test_unsubscribe', 'first');
      await vi.waitFor(() => expect(dropped.heard).toEqual(['first']));
      unsubscribe();
      await publisher.publish('test_unsubscribe', 'second');
      // Notifications arrive in order: once the kept subscriber has the second, so would the other.
      await vi.waitFor(() => expect(kept.heard).toContain('second'));
      expect(dropped.heard).not.toContain('second');
    });

    it('stops cleanly right after its subscribers leave (as the app shuts down)', async () => {
      const log = logger();
      let unsubscribe = () => undefined as void;
      const bus = await startBus((created) => {
        unsubscribe = created.subscribe('test_shutdown', () => undefined);
      }, log);
      unsubscribe();
      await bus.stop();
      expect(log.error).not.toHaveBeenCalled();
      expect(log.warn).not.toHaveBeenCalled();
    });
  });
}
