import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: string;
  /** Shown after the label, muted ("optional"). */
  labelNote?: string;
  /** Shown under the field and read with it (e.g. the password rule). */
  hint?: ReactNode;
  /** Why the value is refused; marks the field invalid and is read with it. */
  error?: string | undefined;
  /** Announce `error` as it appears: for an answer from the server. */
  announceError?: boolean;
  /** Something to show at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled text input: the shared Field with an Input as its control. */
export function FormField({
  label,
  labelNote,
  hint,
  error,
  announceError,
  labelAside,
  ...inputProps
}: FormFieldProps) {
  return (
    <Field
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={error}
      announceError={announceError}
      labelAside={labelAside}
    >
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
