import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { useSendSignInCode } from '../../api/send-sign-in-code';
import { OrDivider } from './or-divider';
import { EmailField } from '../email-field';

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
        <FormError request={send} fallback={t('auth.errors.loginFailed')} />
        <EmailField value={email} onChange={onEmailChange} />
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
