import type { ComponentProps, ReactNode } from 'react';
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

/** A placeholder for what is loading: `label` ("Loading your links…") is what assistive technology reads. */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Bars in the shape of what will come: `barClassName` has one class list a bar (its height and width). */
export function SkeletonBars({ barClassName }: { barClassName: readonly string[] }) {
  return barClassName.map((bar, index) => <Skeleton key={index} className={bar} />);
}

/** The rows of a bordered list or table, each a few bars. */
export function SkeletonRows({
  rows,
  barClassName,
  className,
  rowClassName,
}: {
  rows: number;
  barClassName: readonly string[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <div className={cn('overflow-hidden rounded-xl border border-border bg-card', className)}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={cn('grid gap-2 border-b border-border p-4 last:border-b-0', rowClassName)}>
          <SkeletonBars barClassName={barClassName} />
        </div>
      ))}
    </div>
  );
}

/** Cards of a page, each a few bars. */
export function SkeletonCards({
  cards,
  barClassName,
  className,
  cardClassName,
}: {
  cards: number;
  barClassName: readonly string[];
  className?: string;
  cardClassName?: string;
}) {
  return (
    <div className={cn('grid gap-6', className)}>
      {Array.from({ length: cards }, (_, card) => (
        <div
          key={card}
          className={cn('grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6', cardClassName)}
        >
          <SkeletonBars barClassName={barClassName} />
        </div>
      ))}
    </div>
  );
}
