import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import * as ToastPrimitive from 'radix-ui/toast';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { themed } from './themed';

export const ToastProvider = ToastPrimitive.Provider;

// A stable array: Radix re-binds its document keydown listener whenever the hotkey prop changes.
const viewportHotkey = ['F8'];

/**
 * Where toasts appear: full width at the top on phones, bottom right from sm up, above overlays.
 * The list itself ignores the pointer so its padding never blocks the page; toasts take it back.
 */
export function ToastViewport({
  className,
  hotkey = viewportHotkey,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      className={cn(
        'pointer-events-none fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  // The swipe classes follow the CSS variables Radix sets while a finger drags the toast.
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg outline-none transition-transform focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export const ToastTitle = themed(ToastPrimitive.Title, 'toast-title', 'text-sm leading-snug font-semibold');

export const ToastDescription = themed(
  ToastPrimitive.Description,
  'toast-description',
  'text-sm break-words text-muted-foreground group-data-[variant=destructive]:text-destructive-foreground/90',
);

interface ToastCloseProps extends ComponentProps<typeof ToastPrimitive.Close> {
  /** The accessible name of the icon-only button (translated by the caller). */
  label: string;
}

// Always visible, not only on hover as in shadcn: touch screens have no hover.
export function ToastClose({ className, label, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute top-3 right-3 rounded-sm p-0.5 text-muted-foreground opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none group-data-[variant=destructive]:text-destructive-foreground',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/** A button that acts and closes; altText tells screen readers how to do the same without it. */
export const ToastAction = themed(
  ToastPrimitive.Action,
  'toast-action',
  'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground/10 group-data-[variant=destructive]:hover:text-destructive-foreground',
);
