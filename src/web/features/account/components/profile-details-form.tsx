import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateMeSchema, type Profile } from '../../../../shared/account';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useUpdateMe } from '../api/update-me';
import { FormControl } from '../../../components/form/form-control';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { FormMessage } from '../../../components/form/form-message';
import { errorText } from '../../../lib/api-errors';

/** Name and username (PATCH /api/me); the email is shown, not edited, with its verified state. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const form = useZodForm(updateMeSchema, {
    defaultValues: { name: profile.name, username: profile.username },
  });
  const submit = useFormSubmit(form, (changes) => update.mutateAsync(changes), {
    describe: (error) => errorText(error, t('auth.errors.requestFailed'), t),
    onStart: () => update.reset(),
  });

  return (
    <form
      onSubmit={submit.onSubmit}
      className="grid gap-4"
      aria-label={t('profile.details.title')}
      noValidate
    >
      {update.isSuccess && <FormMessage tone="success">{t('profile.details.saved')}</FormMessage>}
      {update.isError && (
        <FormMessage tone="error">{submit.failure ?? t('profile.details.invalid')}</FormMessage>
      )}
      <div className="grid gap-2">
        <Label htmlFor="profile-email">{t('auth.fields.email')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Input
            id="profile-email"
            value={profile.email}
            readOnly
            aria-describedby="profile-email-state profile-email-hint"
            className="bg-muted/50 sm:flex-1"
          />
          <StatusBadge
            id="profile-email-state"
            tone={profile.email_verified ? 'success' : 'warning'}
            icon={profile.email_verified ? BadgeCheck : CircleAlert}
            outline={false}
            className="w-fit px-2.5 py-1"
          >
            {profile.email_verified
              ? t('profile.details.emailVerified')
              : t('profile.details.emailUnverified')}
          </StatusBadge>
        </div>
        <p id="profile-email-hint" className="text-xs text-muted-foreground">
          {t('profile.details.emailHint')}
        </p>
        {!profile.email_verified && <ResendVerification email={profile.email} />}
      </div>
      <FormControl form={form} name="name" label={t('auth.fields.name')}>
        {(control) => <Input {...control} autoComplete="name" />}
      </FormControl>
      <FormControl
        form={form}
        name="username"
        label={t('auth.fields.username')}
        hint={t('profile.details.usernameHint')}
      >
        {(control) => <Input {...control} autoComplete="username" spellCheck={false} />}
      </FormControl>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.details.saving') : t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  if (send.isSuccess) {
    return (
      <p role="status" className="text-sm text-success">
        {t('profile.details.verificationSent', { email })}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="link"
        className="h-auto w-fit p-0"
        disabled={send.isPending}
        onClick={() => send.mutate({ email })}
      >
        {t('profile.details.resendVerification')}
      </Button>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(send.error, t('auth.errors.requestFailed'), t)}
        </p>
      )}
    </div>
  );
}
