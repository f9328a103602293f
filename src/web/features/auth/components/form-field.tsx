import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: string;
  /** Shown under the field and read with it (e.g. the password rule). */
  hint?: string;
  /** Why the value is refused; marks the field invalid and is read with it. */
  error?: string | undefined;
  /** Something to show at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and error text tied to it for assistive technology. */
export function FormField({ label, hint, error, labelAside, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
