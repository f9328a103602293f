import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormMessage } from '../../../components/form/form-message';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/send-verification-email';
import { AuthCard } from './auth-card';

interface CheckEmailCardProps {
  /** The address the sign-up, or the request to send the confirmation again, named. */
  email: string;
  /**
   * What sent the message: a sign-up (the default), or the login page's "send the confirmation
   * email again" after a sign-in was refused for an unconfirmed address.
   */
  purpose?: 'sign-up' | 'confirmation';
  /** The page a confirmation sent again opens once confirmed, as the first one would. */
  redirectTo?: string;
  onUseAnotherEmail: () => void;
  footer?: ReactNode;
}

/**
 * What a sign-up shows when it leaves no session: the same words for a new address (a link to
 * confirm it is on its way) and for one that has an account (its owner is told how to log in), so
 * the page tells no one which it was. After "send the confirmation email again" on the login page
 * likewise: the same words whether the address has an unconfirmed account, a confirmed one or none.
 */
export function CheckEmailCard({
  email,
  purpose = 'sign-up',
  redirectTo,
  onUseAnotherEmail,
  footer,
}: CheckEmailCardProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const confirmation = purpose === 'confirmation';
  return (
    <AuthCard title={t('auth.checkEmail.title')} footer={footer} focusTitle>
      <div className="grid gap-4 text-sm">
        <div className="flex items-start gap-3">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-2">
            <p className="font-medium [overflow-wrap:anywhere]">
              {confirmation
                ? t('auth.checkEmail.confirmationDescription', { email })
                : t('auth.checkEmail.description', { email })}
            </p>
            <p>{confirmation ? t('auth.checkEmail.confirmationNext') : t('auth.checkEmail.next')}</p>
          </div>
        </div>
        <p className="text-muted-foreground">{t('auth.checkEmail.notArrived')}</p>
        {resend.isSuccess && <FormMessage tone="success">{t('auth.checkEmail.resent')}</FormMessage>}
        <FormError request={resend} fallback={t('auth.errors.requestFailed')} />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            type="button"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email, redirectTo })}
          >
            {resend.isPending ? t('auth.checkEmail.resending') : t('auth.checkEmail.resend')}
          </Button>
          <Button type="button" variant="ghost" onClick={onUseAnotherEmail}>
            {confirmation ? t('auth.login.backToLogin') : t('auth.checkEmail.otherEmail')}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
