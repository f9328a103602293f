import type { ComponentProps, ElementType } from 'react';
import { cn } from '../../lib/cn';

/**
 * An element or a Radix part with the theme's classes and its `data-slot`, as every styled part of
 * components/ui is: a caller's className comes after and wins; every other prop passes through.
 */
export function themed<C extends ElementType>(Component: C, slot: string, classes: string) {
  const Part = Component as ElementType;
  function Themed({ className, ...props }: ComponentProps<C>) {
    return <Part data-slot={slot} className={cn(classes, className as string | undefined)} {...props} />;
  }
  Themed.displayName = slot;
  return Themed;
}
