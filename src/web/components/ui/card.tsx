import * as Slot from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { themed } from './themed';

export const Card = themed(
  'div',
  'card',
  'flex flex-col gap-4 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm',
);

export const CardHeader = themed('div', 'card-header', 'grid gap-1.5 px-6');

/** Pass a heading element with `asChild` so the card's title keeps the page's outline. */
export function CardTitle({
  className,
  asChild = false,
  ...props
}: ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="card-title" className={cn('leading-none font-semibold', className)} {...props} />;
}

export const CardDescription = themed('p', 'card-description', 'text-sm text-muted-foreground');

export const CardContent = themed('div', 'card-content', 'px-6');

export const CardFooter = themed('div', 'card-footer', 'flex items-center px-6');
