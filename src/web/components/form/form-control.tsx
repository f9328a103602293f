import type { ReactNode } from 'react';
import {
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, type ControlProps } from '../ui/field';
import { fieldErrorOf } from './use-zod-form';

export type FormControlProps = ControlProps & UseFormRegisterReturn;

interface FormControlFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  /**
   * Announce the contract's refusal too, not only the server's: for a field whose form is one line
   * with its button, where the refusal would otherwise be read only once the field is reached again.
   */
  announceError?: boolean;
  /** How the value is read (`valueAsNumber`, `setValueAs`) and what a change also does (`onChange`). */
  options?: RegisterOptions<Values, FieldPath<Values>>;
  /** Renders the control with its id, ARIA wiring and the form's registration. */
  children: (control: FormControlProps) => ReactNode;
}

/**
 * A labelled control of a react-hook-form form: the shared Field, its error the form's for `name`
 * (the contract's or the server's). The server's is announced as it arrives; the contract's is read
 * with the field, which takes focus.
 */
export function FormControl<Values extends FieldValues>({
  form,
  name,
  label,
  labelNote,
  hint,
  labelAside,
  announceError = false,
  options,
  children,
}: FormControlFieldProps<Values>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = fieldErrorOf(errors, name);
  return (
    <Field
      label={label}
      labelNote={labelNote}
      hint={hint}
      labelAside={labelAside}
      error={error?.message}
      announceError={announceError || error?.fromServer}
    >
      {(control) => children({ ...control, ...form.register(name, options) })}
    </Field>
  );
}
