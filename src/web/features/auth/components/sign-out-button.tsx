import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useSignOut } from '../api/sign-out';
import { errorText } from '../lib/error-text';
import { loginNoticeState } from '../lib/login-notice';

/** Signs out, forgets the account's cached data and opens /login with 'Logged out successfully'. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <>
      {signOut.isError && (
        <span role="alert" className="text-xs text-destructive">
          {errorText(signOut.error, t('auth.errors.requestFailed'), t)}
        </span>
      )}
      <Button
        {...props}
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate('/login', { replace: true, state: loginNoticeState('signedOut') }),
          })
        }
      >
        <LogOut aria-hidden="true" />
        {signOut.isPending ? t('common.signingOut') : t('common.signOut')}
      </Button>
    </>
  );
}
