/** Why someone arrives on /login after an account action; carried in the router's location state. */
export type LoginNotice = 'passwordReset' | 'signedOut';

export interface LoginNoticeState {
  notice: LoginNotice;
}

export function loginNoticeState(notice: LoginNotice): LoginNoticeState {
  return { notice };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return notice === 'passwordReset' || notice === 'signedOut' ? notice : null;
}
