import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';

/** The account's email address, as signing in, signing up and a forgotten password ask for it. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
