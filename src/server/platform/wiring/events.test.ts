import { describe, expect, it } from 'vitest';
import { createEvents } from './events';

interface TestEvents {
  'link.deleted': { linkId: string };
  'account.created': { userId: string };
}

/** A stand-in transaction: a list of writes, kept only when the work resolves (committed). */
interface FakeTx {
  writes: string[];
}

function setup() {
  const committed: string[] = [];
  const errors: string[] = [];
  const log: string[] = [];
  const events = createEvents<TestEvents, FakeTx>({
    async transaction(work) {
      const tx: FakeTx = { writes: [] };
      const result = await work(tx);
      committed.push(...tx.writes);
      log.push('commit');
      return result;
    },
    onHandlerError: (error, event) => errors.push(`${event}: ${(error as Error).message}`),
  });
  return { events, committed, errors, log };
}

describe('events', () => {
  it('runs in-transaction handlers on the writer’s transaction, then after-commit ones after the commit', async () => {
    const { events, committed, log } = setup();
    events.handle({
      'link.deleted': {
        inTransaction: [(payload, tx) => void tx.writes.push(`clicks of ${payload.linkId} deleted`)],
        afterCommit: [(payload) => void log.push(`cache dropped ${payload.linkId}`)],
      },
    });
    const result = await events.transaction(async (tx, emit) => {
      tx.writes.push('link L1 deleted');
      await emit('link.deleted', { linkId: 'L1' });
      log.push('work done');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(committed).toEqual(['link L1 deleted', 'clicks of L1 deleted']);
    expect(log).toEqual(['work done', 'commit', 'cache dropped L1']);
  });

  it('rolls the whole write back when an in-transaction handler fails, and runs no after-commit handler', async () => {
    const { events, committed, log } = setup();
    events.handle({
      'link.deleted': {
        inTransaction: [
          () => {
            throw new Error('clicks could not be deleted');
          },
        ],
        afterCommit: [() => void log.push('after commit')],
      },
    });
    await expect(
      events.transaction(async (tx, emit) => {
        tx.writes.push('link L1 deleted');
        await emit('link.deleted', { linkId: 'L1' });
      }),
    ).rejects.toThrow('clicks could not be deleted');
    expect(committed).toEqual([]);
    expect(log).toEqual([]);
  });

  it('logs a failed after-commit handler and still runs the others', async () => {
    const { events, errors, log } = setup();
    events.handle({
      'account.created': {
        afterCommit: [
          () => {
            throw new Error('welcome mail failed');
          },
          (payload) => void log.push(`trial for ${payload.userId}`),
        ],
      },
    });
    await events.emit('account.created', { userId: 'U1' });
    expect(errors).toEqual(['account.created: welcome mail failed']);
    expect(log).toEqual(['trial for U1']);
  });

  it('refuses to emit outside a transaction an event whose handlers must share one', async () => {
    const { events } = setup();
    events.handle({ 'link.deleted': { inTransaction: [() => undefined] } });
    await expect(events.emit('link.deleted', { linkId: 'L1' })).rejects.toThrow(
      '"link.deleted" has handlers that run in the writer\'s transaction: emit it inside one',
    );
  });

  it('takes its table once', () => {
    const { events } = setup();
    events.handle({});
    expect(() => events.handle({})).toThrow('the event table is set once');
  });

  it('lets an in-transaction handler announce more on the same transaction, and runs that after the commit', async () => {
    const { events, committed, log } = setup();
    events.handle({
      'account.created': {
        inTransaction: [
          async (payload, tx, emit) => {
            tx.writes.push(`links of ${payload.userId} deleted`);
            await emit('link.deleted', { linkId: 'l1' });
          },
        ],
      },
      'link.deleted': {
        inTransaction: [(payload, tx) => void tx.writes.push(`clicks of ${payload.linkId} deleted`)],
        afterCommit: [(payload) => void log.push(`cache dropped ${payload.linkId}`)],
      },
    });
    await events.transaction((_, emit) => emit('account.created', { userId: 'u1' }));
    expect(committed).toEqual(['links of u1 deleted', 'clicks of l1 deleted']);
    expect(log).toEqual(['commit', 'cache dropped l1']);
  });
});
