import type { FastifyBaseLogger } from 'fastify';
import type { Lifecycle } from './module';

// Starts parts in order and stops them in reverse: a part may rely on those started before it
// (the redirect cache is warmed after its change listener runs; the job workers stop before the
// click buffer's last flush, which runs before the database closes).

export interface Started {
  /** Stops every started part, last first; a part that fails to stop is logged, the rest still stop. */
  stop(): Promise<void>;
}

export async function startInOrder(
  parts: { name: string; lifecycle?: Lifecycle | undefined }[],
  logger: FastifyBaseLogger,
): Promise<Started> {
  const started: { name: string; lifecycle: Lifecycle }[] = [];
  const stop = async () => {
    for (const part of started.splice(0).reverse()) {
      const began = performance.now();
      try {
        await part.lifecycle.stop();
        logger.debug({ module: part.name, ms: Math.round(performance.now() - began) }, 'stopped');
      } catch (error) {
        logger.error({ err: error, module: part.name }, 'module failed to stop');
      }
    }
  };
  for (const part of parts) {
    if (!part.lifecycle) continue;
    const began = performance.now();
    try {
      await part.lifecycle.start();
    } catch (error) {
      // Leave nothing running behind a failed start.
      await stop();
      throw error;
    }
    started.push({ name: part.name, lifecycle: part.lifecycle });
    logger.debug({ module: part.name, ms: Math.round(performance.now() - began) }, 'started');
  }
  return { stop };
}
