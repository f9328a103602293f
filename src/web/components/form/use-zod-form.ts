import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { fieldText } from '../../lib/api-errors';

// Forms over the shared zod contracts: the contract the server parses the body with judges the form
// before it is sent, so a refusal on either side lands on the same field (`resolvers.2.address`),
// and the server's field errors are put on those fields by the same names.

export type ZodForm<Values extends FieldValues, Output = Values> = UseFormReturn<Values, unknown, Output>;

interface ZodFormOptions<Values extends FieldValues, Schema extends z.ZodType> extends Omit<
  UseFormProps<Values, unknown, z.output<Schema>>,
  'resolver'
> {
  /**
   * The typed values as the contract takes them, where the form keeps them otherwise (days typed as
   * text, a local time for an ISO one); the field names stay the contract's.
   */
  toInput?: (values: Values) => unknown;
}

/**
 * A react-hook-form form judged by `schema` on submit, and again on the next submit only: a
 * refusal stays under its field until the form is sent again, as the server's do.
 */
export function useZodForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  { toInput, ...options }: ZodFormOptions<Values, Schema> = {},
): ZodForm<Values, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  return useForm<Values, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // useFormSubmit focuses the first refused control on the page instead: RHF's own choice
    // follows the order fields were registered in, and misses a list's own refusal.
    shouldFocusError: false,
    ...options,
    resolver: (values, context, resolverOptions) =>
      resolve((toInput ? toInput(values) : values) as Values, context, resolverOptions),
  });
}

/** A field's refusal as the page shows it (a whole sentence, in the reader's language), and whether the server said it. */
export function fieldErrorOf(
  errors: FieldErrors,
  name: string,
): { message: string; fromServer: boolean } | undefined {
  const error = get(errors, name) as { message?: unknown; type?: unknown } | undefined;
  if (typeof error?.message !== 'string' || error.message === '') return undefined;
  return { message: fieldText(error.message), fromServer: error.type === 'server' };
}

/**
 * Every refusal of the form by its dotted path (`resolvers.2.address`), as the page shows it: for
 * a list whose entries are refused one by one, and for refusals the form has no field for.
 */
export function flatFieldErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') flat[path] = fieldText(message);
    Object.assign(flat, flatFieldErrors(value as FieldErrors, path));
  }
  return flat;
}

/**
 * The server's field errors (400 validation_failed, 409) put on the form's fields by their names
 * (`rename` maps a name the server uses to the form's). Answers the sentences about fields the form
 * does not have, for the caller to say elsewhere; null when the error named no field at all.
 */
export function placeServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
  rename: Partial<Record<string, FieldPath<Values>>> = {},
): string[] | null {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return null;
  const values = form.getValues();
  const unplaced: string[] = [];
  for (const [key, why] of Object.entries(error.fields)) {
    const name = rename[key] ?? (key as FieldPath<Values>);
    if (get(values, name) === undefined) unplaced.push(fieldText(why));
    else form.setError(name, { type: 'server', message: why });
  }
  return unplaced;
}

interface SubmitOptions<Output, Result> {
  /** The sentence for a failure that names no field of the form (the connection, a refusal). */
  describe: (error: unknown) => string;
  /** It went through. */
  onDone?: (result: Result, values: Output) => void;
  /** A field the server names otherwise than the form: server name -> form name. */
  rename?: Record<string, string>;
  /** The form was refused field by field, by its contract or by the server. */
  onRefused?: () => void;
  /** A new try begins, refused before it is sent or not: the last one's answer goes. */
  onStart?: () => void;
}

export interface FormSubmit {
  /** For the form's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** A failure that names no field of the form, to say beside the button. */
  failure: string | null;
  /** Whether the action went through: once a dialog closes, where focus goes depends on it. */
  wasDone: () => boolean;
}

/**
 * Submitting a form: judged by its contract, then `action`; the server's field errors go on the
 * fields, anything else is `failure`. Either way the first refused control in the form (by its
 * place on the page, aria-invalid) takes focus once the refusals are shown.
 */
export function useFormSubmit<Values extends FieldValues, Output, Result>(
  form: UseFormReturn<Values, unknown, Output>,
  action: (values: Output) => Promise<Result>,
  { describe, onDone, rename, onRefused, onStart }: SubmitOptions<Output, Result>,
): FormSubmit {
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  const element = useRef<HTMLFormElement | null>(null);
  const focusRefused = useFocusRefused();

  const run = async (values: Output) => {
    let result: Result;
    try {
      result = await action(values);
    } catch (error) {
      const unplaced = placeServerErrors(form, error, rename as never);
      if (unplaced === null) setFailure(describe(error));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
      if (unplaced !== null) {
        focusRefused(element.current);
        onRefused?.();
      }
      return;
    }
    done.current = true;
    onDone?.(result, values);
  };

  return {
    onSubmit: (event) => {
      event.preventDefault();
      element.current = event.currentTarget;
      // A second Enter while the first is on its way sends nothing more.
      if (form.formState.isSubmitting) return;
      setFailure(null);
      onStart?.();
      void form.handleSubmit(run, () => {
        focusRefused(element.current);
        onRefused?.();
      })();
    },
    pending: form.formState.isSubmitting,
    failure,
    wasDone: () => done.current,
  };
}

/**
 * Focus on the first refused control of a form (aria-invalid, by its place on the page) once the
 * refusals are on screen: call it with the form as they are set, and the render that shows them
 * moves focus there.
 */
export function useFocusRefused(): (form: HTMLFormElement | null) => void {
  /** Set when refusals are put on a form; taken by the render that shows them. */
  const pending = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const refused = pending.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!refused) return;
    pending.current = null;
    refused.focus();
  });

  return useCallback((form: HTMLFormElement | null) => {
    pending.current = form;
  }, []);
}
