import type { ComponentType, ReactNode } from 'react';
import { useDeferredModule, type DeferredModule } from '../../lib/deferred-module';

interface DeferredPartProps<P extends object> {
  /** A component whose code comes after the first page (lib/deferred-module.ts, ADR 0043). */
  part: DeferredModule<ComponentType<P>>;
  props: P;
  /** What shows until it is in. */
  fallback: ReactNode;
}

/** `part` with `props` once its code is in, `fallback` until then. */
export function DeferredPart<P extends object>({ part, props, fallback }: DeferredPartProps<P>) {
  const Part = useDeferredModule(part);
  // eslint-disable-next-line react-hooks/static-components -- a module's export, the same component on every render
  return Part ? <Part {...props} /> : fallback;
}
