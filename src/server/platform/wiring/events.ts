// In-process events: a module announces what happened ("links.deleting"), and the handlers that the
// app's event table lists for it run, without the announcing module knowing who listens. A handler
// runs either inside the writer's transaction (its write must stand or fall with the announced
// one: a link's clicks go with the link) or after the commit (caches, notices: a failure there is
// logged and the write stands). Outgoing webhooks are one more after-commit handler.

export type Emit<Events> = <Name extends keyof Events & string>(
  name: Name,
  payload: Events[Name],
) => Promise<void>;

export type AfterCommitHandler<Payload> = (payload: Payload) => Promise<unknown> | unknown;
/** Given the transaction's own emit: what it announces in turn stands or falls with the same write. */
export type InTransactionHandler<Payload, Tx, Events = unknown> = (
  payload: Payload,
  tx: Tx,
  emit: Emit<Events>,
) => Promise<unknown> | unknown;

export interface EventHandlers<Payload, Tx, Events = unknown> {
  inTransaction?: InTransactionHandler<Payload, Tx, Events>[];
  afterCommit?: AfterCommitHandler<Payload>[];
}

/** Event name -> its handlers: the app's one table of who reacts to what. */
export type EventTable<Events, Tx> = { [Name in keyof Events]?: EventHandlers<Events[Name], Tx, Events> };

export interface Events<Events, Tx> {
  /**
   * Runs `work` in a database transaction; what it emits runs its in-transaction handlers at once,
   * on the same transaction, and its after-commit handlers once the transaction has committed.
   */
  transaction<Result>(work: (tx: Tx, emit: Emit<Events>) => Promise<Result>): Promise<Result>;
  /**
   * Announces something already committed. An event with in-transaction handlers must be emitted
   * inside `transaction`: emitting it here throws, since its handlers' writes would be on their own.
   */
  emit: Emit<Events>;
  /** Sets the table (once, when every module exists). Events emitted before run no handler. */
  handle(table: EventTable<Events, Tx>): void;
}

export interface EventsDeps<Tx> {
  transaction: <Result>(work: (tx: Tx) => Promise<Result>) => Promise<Result>;
  /** Told of an after-commit handler that failed (the write it followed stands). */
  onHandlerError: (error: unknown, event: string) => void;
}

export function createEvents<E, Tx>(deps: EventsDeps<Tx>): Events<E, Tx> {
  let table: EventTable<E, Tx> = {};
  let tableSet = false;

  async function runAfterCommit(name: string, payload: unknown) {
    const handlers = (table[name as keyof E]?.afterCommit ?? []) as AfterCommitHandler<unknown>[];
    for (const handler of handlers) {
      try {
        await handler(payload);
      } catch (error) {
        deps.onHandlerError(error, name);
      }
    }
  }

  return {
    async transaction(work) {
      const committed: { name: string; payload: unknown }[] = [];
      const result = await deps.transaction(async (tx) => {
        const emit: Emit<E> = async (name, payload) => {
          const handlers = table[name]?.inTransaction ?? [];
          for (const handler of handlers) await handler(payload, tx, emit);
          committed.push({ name, payload });
        };
        return work(tx, emit);
      });
      for (const { name, payload } of committed) await runAfterCommit(name, payload);
      return result;
    },

    async emit(name, payload) {
      if ((table[name]?.inTransaction ?? []).length > 0) {
        throw new Error(`"${name}" has handlers that run in the writer's transaction: emit it inside one`);
      }
      await runAfterCommit(name, payload);
    },

    handle(next) {
      if (tableSet) throw new Error('the event table is set once');
      tableSet = true;
      table = next;
    },
  };
}
