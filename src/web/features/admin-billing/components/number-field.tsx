import { useId, type Ref } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface NumberFieldProps {
  label: string;
  labelNote?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Shown beside the input and read with it (not a live region: it would speak at every keystroke):
   * the value as people read it (Rp350.000), or its unit.
   */
  aside?: string | undefined;
  disabled?: boolean;
  placeholder?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A whole number typed as text (so `350.000` can be typed as people write it), with what it means
 * beside it. The schema judges it when the form is sent.
 */
export function NumberField({
  label,
  labelNote,
  hint,
  error,
  name,
  value,
  onChange,
  aside,
  disabled,
  placeholder,
  inputRef,
}: NumberFieldProps) {
  const asideId = useId();
  return (
    <Field label={label} labelNote={labelNote} hint={hint} error={error} announceError>
      {(control) => (
        <div className="flex min-w-0 items-center gap-3">
          <Input
            {...control}
            ref={inputRef}
            aria-describedby={
              [aside ? asideId : null, control['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
            name={name}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-40"
            value={value}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
          {aside && (
            <span id={asideId} className="min-w-0 text-sm break-words text-muted-foreground tabular-nums">
              {aside}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
