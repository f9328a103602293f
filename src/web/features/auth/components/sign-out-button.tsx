import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toastSuccess } from '../../../lib/toast';
import { useSignOut } from '../api/sign-out';
import { errorText } from '../../../lib/api-errors';

/** Signs out, forgets the account's cached data, toasts 'Logged out successfully' and opens /login. */
export function SignOutButton({
  label,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut(async () => {
    toastSuccess(t('auth.login.signedOut'));
    await navigate('/login', { replace: true });
  });
  return (
    <>
      {signOut.isError && (
        <span role="alert" className="text-xs text-destructive">
          {errorText(signOut.error, t('auth.errors.requestFailed'), t)}
        </span>
      )}
      <Button {...props} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut aria-hidden="true" />
        {signOut.isPending ? t('common.signingOut') : (label ?? t('common.signOut'))}
      </Button>
    </>
  );
}
