import { X } from 'lucide-react';
import * as DialogPrimitive from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';
import { themed } from './themed';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = themed(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50',
);

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The label of the corner close button (translated by the caller). */
  closeLabel: string;
}

/** A centred panel that scrolls inside itself, so a long form never pushes past a small screen. */
export function DialogContent({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 shadow-lg outline-none',
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm text-muted-foreground opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = themed('div', 'dialog-header', 'grid gap-1.5 pr-6');

/** Cancel and the action, the action first on a phone's narrow screen. */
export const dialogFooterClass = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

export const DialogFooter = themed('div', 'dialog-footer', dialogFooterClass);

export const DialogTitle = themed(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg leading-none font-semibold',
);

export const DialogDescription = themed(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
);

/** The dialog's title, and what it is about when there is more to say. */
export function DialogHeading({
  title,
  titleClassName,
  description,
  descriptionClassName,
}: {
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description && <DialogDescription className={descriptionClassName}>{description}</DialogDescription>}
    </DialogHeader>
  );
}
