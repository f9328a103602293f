import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block; hidden from assistive technology, so pair it with a text status. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
