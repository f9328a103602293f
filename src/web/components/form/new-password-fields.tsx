import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '../../../shared/account';
import { checkNewPassword, hasProblems, type PasswordProblems } from '../../lib/password-check';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  /** The two fields' labels: "Password" on sign-up, "New password" on reset and change. */
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** What checkNewPassword found, before the form was sent. */
  problems: PasswordProblems;
  /** The server's refusal of the password (too common, too short), shown under it. */
  serverProblem: string | undefined;
}

/** A new password and its confirmation, with the rule under the first: sign-up, reset and change. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={props.labels.password}
        type="password"
        autoComplete="new-password"
        required
        maxLength={passwordRules.max}
        hint={t('auth.passwordRule', passwordRules)}
        error={props.problems.password ?? props.serverProblem}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <FormField
        label={props.labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={props.problems.confirm}
        value={props.confirm}
        onChange={(event) => props.onConfirmChange(event.target.value)}
      />
    </>
  );
}

/** A new password as NewPasswordFields edits it, and the check made before it is sent. */
export function useNewPassword() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PasswordProblems>({});
  return {
    password,
    /** The length rule and the same password twice, shown under the fields; true when it may go. */
    check: () => {
      const found = checkNewPassword(password, confirm, t);
      setProblems(found);
      return !hasProblems(found);
    },
    /** Both fields emptied, once the password went. */
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    /** For NewPasswordFields. */
    fields: { password, confirm, onPasswordChange: setPassword, onConfirmChange: setConfirm, problems },
  };
}
