import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/form-field';
import { FormMessage } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/api-errors';
import { useSendSignInCode } from '../../api/send-sign-in-code';
import { OrDivider } from './or-divider';

interface CodeRequestStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onUsePassword: () => void;
}

export function CodeRequestStep({ email, onEmailChange, onSent, onUsePassword }: CodeRequestStepProps) {
  const { t } = useTranslation();
  const send = useSendSignInCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    onEmailChange(address);
    send.mutate({ email: address }, { onSuccess: () => onSent(address) });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.login.emailCode')}>
        <p className="text-sm text-muted-foreground">{t('auth.login.codeDescription')}</p>
        {send.isError && (
          <FormMessage tone="error">{errorText(send.error, t('auth.errors.loginFailed'), t)}</FormMessage>
        )}
        <FormField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending} className="w-full">
          {send.isPending ? t('auth.login.sendingCode') : t('auth.login.sendCode')}
        </Button>
      </form>
      <OrDivider />
      <Button type="button" variant="outline" className="w-full" onClick={onUsePassword}>
        {t('auth.login.usePassword')}
      </Button>
    </div>
  );
}
