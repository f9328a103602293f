import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { maxDestinationLength, maxTitleLength } from '../lib/validation';
import { ToggleField } from './toggle-field';

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
      <ToggleField
        label={t('links.form.forwardQuery')}
        hint={t('links.form.forwardQueryHint')}
        checked={forwardQuery}
        onCheckedChange={onForwardQueryChange}
      />
      <ToggleField
        label={t('links.form.preview')}
        hint={t('links.form.previewHint')}
        checked={preview}
        onCheckedChange={onPreviewChange}
      />
    </div>
  );
}
