import { useEffect } from 'react';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useToasts } from '../../lib/toast';
import { DeferredPart } from '../ui/deferred-part';

/** The toasts' code (Radix's toast), which comes after the first page (ADR 0043). */
export const toaster = deferredModule(() => import('./toaster').then((module) => module.Toaster));

/**
 * The toast store on screen (toaster.tsx), mounted once at the app root. A toast raised before its
 * code is in waits in the store and shows as the code arrives, which it then asks for at once.
 */
export function Toasts() {
  const raised = useToasts().length > 0;
  const loaded = useDeferredModule(toaster) !== undefined;
  const waiting = raised && !loaded;
  useEffect(() => {
    if (waiting) void toaster.load().catch(() => undefined);
  }, [waiting]);
  return <DeferredPart part={toaster} props={{}} fallback={null} />;
}
