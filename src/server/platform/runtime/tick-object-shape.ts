import { createHook } from 'node:async_hooks';

// Node 20's process.nextTick queues each tick as an object literal with symbol keys
// (lib/internal/process/task_queues.js), and V8's optimised nextTick holds that object's hidden
// class weakly. A few full garbage collections that find no tick queued free the class and
// deoptimise nextTick, and the code V8 compiles for it afterwards builds the object about eight
// times slower: 22 -> 190 ns a call, measured here, in a plain script too (a loop of nextTick,
// then a few gc() calls). A redirect queues five ticks (Node's request and response streams), and
// this process runs full collections whenever its click buffer fills and drains, so after the
// first drain every redirect cost about 1.5 µs more of the main thread (15-16 against 13-14.5 µs;
// ADR 0003). One tick object held for the life of the process keeps the class, and the fast code,
// alive.

let kept: object | undefined;

/** Keeps one of process.nextTick's tick objects alive (see above); once per process. */
export function keepTickObjectShape(): void {
  if (kept) return;
  // The tick object is only handed out to async hooks; this one is enabled for a single call.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource: object) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
}

/** Whether a tick object is held (for the test). */
export function tickObjectShapeKept(): boolean {
  return kept !== undefined;
}
