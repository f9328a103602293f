import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { maxDestinationLength, maxTitleLength } from '../lib/validation';
import { SwitchField } from '../../../components/ui/switch-field';

// Fields the create form and the edit dialog share, so the two cannot drift apart.

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function DestinationField({
  value,
  onChange,
  error,
  hint,
  placeholder,
}: TextFieldProps & { hint?: string; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.destination')}
      hint={hint}
      error={error}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder={placeholder}
      maxLength={maxDestinationLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function TitleField({ value, onChange, error }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.title')}
      labelNote={t('links.form.optional')}
      error={error}
      maxLength={maxTitleLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The short domain the link is served on, among the ones on offer. */
export function DomainField({
  value,
  onChange,
  error,
  hint,
  choices,
  loading,
  placeholder,
}: TextFieldProps & {
  hint?: ReactNode;
  choices: readonly string[];
  /** The domains on offer are still on their way: the choice waits. */
  loading: boolean;
  /** An empty first choice while there is none yet ("Loading domains…"). */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('links.form.domain')} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className={selectClass}
          value={value}
          disabled={loading}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The link's own code instead of a generated one, where the plan allows it. */
export function AliasField({
  value,
  onChange,
  error,
  hint,
  allowed,
  placeholder,
}: TextFieldProps & { hint: ReactNode; allowed: boolean; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('links.form.alias')}
      labelNote={t('links.form.optional')}
      hint={hint}
      error={error}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      disabled={!allowed}
      maxLength={64}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** When the link stops working, in the browser's local time; `onClear` offers to take it away. */
export function ExpiryField({
  value,
  onChange,
  error,
  hint,
  onClear,
}: TextFieldProps & { hint: string; onClear?: () => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('links.form.expiry')} labelNote={t('links.form.optional')} hint={hint} error={error}>
      {(control) => {
        const input = (
          <Input
            {...control}
            type="datetime-local"
            className={onClear ? 'w-auto min-w-0 flex-1' : 'sm:max-w-xs'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        return onClear ? (
          <div className="flex flex-wrap gap-2">
            {input}
            {value && (
              <Button type="button" variant="outline" onClick={onClear}>
                {t('links.edit.clearExpiry')}
              </Button>
            )}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

interface LinkOptionsProps {
  forwardQuery: boolean;
  onForwardQueryChange: (checked: boolean) => void;
  preview: boolean;
  onPreviewChange: (checked: boolean) => void;
}

/** The link's switches: forward the visitor's query string, show a preview page first. */
export function LinkOptionsFields({
  forwardQuery,
  onForwardQueryChange,
  preview,
  onPreviewChange,
}: LinkOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <SwitchField
        label={t('links.form.forwardQuery')}
        hint={t('links.form.forwardQueryHint')}
        checked={forwardQuery}
        onCheckedChange={onForwardQueryChange}
      />
      <SwitchField
        label={t('links.form.preview')}
        hint={t('links.form.previewHint')}
        checked={preview}
        onCheckedChange={onPreviewChange}
      />
    </div>
  );
}
