import { useId, type ReactNode } from 'react';
import { Label } from './label';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Shown after the label, muted (e.g. "optional"). */
  labelNote?: string;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Why the value is refused; marks the control invalid and is read with it. */
  error?: string | undefined;
  /**
   * Also announce the error the moment it appears: for an answer from the server, which arrives
   * while focus may still be in the field, so reading it with the field would be too late.
   */
  announceError?: boolean;
  /** Something to show at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Renders the control with the id and ARIA wiring it needs. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control (input, select) with its hint and error tied to it for assistive technology. */
export function Field({ label, labelNote, hint, error, announceError, labelAside, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {labelNote && <span className="font-normal text-muted-foreground">{labelNote}</span>}
        </Label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';
