import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** An in-app link styled as text (for "Forgot password?" and the like). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
