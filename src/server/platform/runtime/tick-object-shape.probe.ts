// Run by tick-object-shape.test.ts in its own node (--expose-gc --allow-natives-syntax): warms
// process.nextTick up, runs full collections with no tick queued, and prints whether nextTick was
// optimised before and after. Argument: "keep" to call keepTickObjectShape first.
import { keepTickObjectShape, tickObjectShapeKept } from './tick-object-shape';

// Natives syntax is not TypeScript; a function compiled at run time may use it.
const optimisationStatus = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number;
const optimisedBit = 1 << 4;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

if (process.argv[2] === 'keep') keepTickObjectShape();

const noop = () => undefined;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
for (let round = 0; round < 50; round += 1) {
  for (let i = 0; i < 2_000; i += 1) process.nextTick(noop);
  await nextTurn();
}
const before = optimisationStatus(process.nextTick);
for (let round = 0; round < 10; round += 1) {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 5));
}
// A deoptimisation marked by the collector takes effect at the next call.
process.nextTick(noop);
const after = optimisationStatus(process.nextTick);
process.stdout.write(
  JSON.stringify({
    kept: tickObjectShapeKept(),
    optimisedBefore: (before & optimisedBit) !== 0,
    optimisedAfter: (after & optimisedBit) !== 0,
  }),
);
