import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const dateLike = new Set(['date', 'datetime-local', 'time', 'month', 'week']);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        // Chromium's date and time fields take focus inside themselves, where :focus-visible does
        // not reach the input: their ring shows on any focus.
        dateLike.has(type) && 'focus:border-ring focus:ring-[3px] focus:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
