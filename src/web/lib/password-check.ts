import type { TFunction } from 'i18next';
import { passwordRules } from '../../shared/account';
import { AuthError } from './auth-client';

export interface PasswordProblems {
  password?: string;
  confirm?: string;
}

/** The checks worth making before asking the server: the length rule and a matching confirmation. */
export function checkNewPassword(password: string, confirm: string, t: TFunction): PasswordProblems {
  const problems: PasswordProblems = {};
  if (password.length < passwordRules.min || password.length > passwordRules.max) {
    problems.password = t('auth.errors.passwordLength', passwordRules);
  }
  if (password !== confirm) problems.confirm = t('auth.errors.passwordMismatch');
  return problems;
}

export function hasProblems(problems: PasswordProblems): boolean {
  return problems.password !== undefined || problems.confirm !== undefined;
}

/**
 * The server's reason for refusing a new password (too common: the list stays on the server), to
 * show under the password field; undefined when it named no such field.
 */
export function serverPasswordProblem(error: unknown, field: 'password' | 'newPassword'): string | undefined {
  return error instanceof AuthError ? error.fields[field] : undefined;
}
