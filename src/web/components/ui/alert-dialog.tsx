import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';
import { dialogFooterClass } from './dialog';
import { useReturnFocus } from './return-focus';
import { themed } from './themed';

// A confirmation that must be answered: no corner close, Escape or Cancel backs out.

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 shadow-lg outline-none',
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = themed(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  'text-lg leading-snug font-semibold',
);

export const AlertDialogDescription = themed(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  'text-sm break-words text-muted-foreground',
);

export const AlertDialogFooter = themed('div', 'alert-dialog-footer', dialogFooterClass);

export const AlertDialogCancel = themed(
  AlertDialogPrimitive.Cancel,
  'alert-dialog-cancel',
  buttonVariants({ variant: 'outline' }),
);
