import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import type { FormSubmit } from './use-zod-form';

interface InlineFormProps {
  /** Names the form for assistive technology. */
  label: string;
  submit: FormSubmit;
  submitLabel: string;
  pendingLabel: string;
  variant?: 'default' | 'outline';
  disabled?: boolean;
  /** The one field (a FormControl). */
  children: ReactNode;
}

/**
 * A form of one field with its button beside it from `sm` up (a chat id, a group id); a failure
 * that names no field is said under both.
 */
export function InlineForm({
  label,
  submit,
  submitLabel,
  pendingLabel,
  variant = 'default',
  disabled = false,
  children,
}: InlineFormProps) {
  return (
    <form
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={label}
      className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
    >
      {children}
      <Button type="submit" variant={variant} disabled={disabled || submit.pending} className="sm:mt-6">
        {submit.pending ? pendingLabel : submitLabel}
      </Button>
      {submit.failure && (
        <Alert tone="error" className="sm:col-span-2">
          {submit.failure}
        </Alert>
      )}
    </form>
  );
}
