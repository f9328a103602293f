import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { CopyButton } from './copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Field } from './field';
import { Input } from './input';

interface SecretOnceProps {
  title: string;
  description: string;
  /** That the value cannot be shown again: said before the value, as a warning. */
  warning: string;
  /** Names the value ("Your new API key", "Token") and its copy button ("Copy the token"). */
  label: string;
  copyLabel: string;
  value: string;
  /** A field to select from (a key pasted somewhere) or a block of text (a token in a command). */
  display?: 'field' | 'block';
  doneLabel: string;
  onDone: () => void;
  /** What goes with the value (its scopes, the command that uses it). */
  children?: ReactNode;
}

/**
 * A secret the server shows this once (an API key, a probe's token), inside the dialog that made
 * it. Its title takes focus and is read out, since the form that had focus is gone; the caller
 * keeps the dialog from closing on a click beside it, and nothing keeps the value after Done.
 */
export function SecretOnce({
  title,
  description,
  warning,
  label,
  copyLabel,
  value,
  display = 'field',
  doneLabel,
  onDone,
  children,
}: SecretOnceProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle ref={heading} tabIndex={-1} className="leading-snug break-words outline-none">
          {title}
        </DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <Alert tone="warning">{warning}</Alert>
      {display === 'field' ? (
        <Field label={label}>
          {(control) => (
            <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                readOnly
                value={value}
                spellCheck={false}
                autoComplete="off"
                className="font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton
                value={value}
                label={copyLabel}
                size="default"
                className="self-start sm:self-auto"
              />
            </div>
          )}
        </Field>
      ) : (
        <CopyBlock label={label} copyLabel={copyLabel} value={value} />
      )}
      {children}
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** A value to copy as a block of text, named as a group, with what to know about it under it. */
export function CopyBlock({
  label,
  copyLabel,
  value,
  children,
}: {
  label: string;
  copyLabel: string;
  value: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={id} className="text-sm font-medium">
          {label}
        </p>
        <CopyButton value={value} label={copyLabel} />
      </div>
      <pre className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap">
        <code>{value}</code>
      </pre>
      {children}
    </div>
  );
}

interface SecretDialogProps<Made> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one (focus goes back there on closing). */
  trigger?: ReactNode;
  closeLabel: string;
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
  /** The form, given what to call with what it made. */
  form: (onMade: (made: Made) => void) => ReactNode;
  /** What was made, shown this once (a SecretOnce). */
  secret: (made: Made) => ReactNode;
}

/**
 * A dialog whose form makes a secret shown this once (an API key, a probe's token): mounted per
 * opening, so each starts with an empty form and nothing kept; once the secret is there, a click
 * beside the dialog does not close it and throw the secret away (Escape and Done do).
 */
export function SecretDialog<Made>({ open, onOpenChange, trigger, ...content }: SecretDialogProps<Made>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {open && <SecretDialogContent {...content} />}
    </Dialog>
  );
}

function SecretDialogContent<Made>({
  closeLabel,
  className,
  onCloseAutoFocus,
  form,
  secret,
}: Omit<SecretDialogProps<Made>, 'open' | 'onOpenChange' | 'trigger'>) {
  const [made, setMade] = useState<{ value: Made } | null>(null);
  return (
    <DialogContent
      closeLabel={closeLabel}
      className={className}
      onInteractOutside={(event) => {
        if (made) event.preventDefault();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {made ? secret(made.value) : form((value) => setMade({ value }))}
    </DialogContent>
  );
}
