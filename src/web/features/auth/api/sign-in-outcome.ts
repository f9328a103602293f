/** A sign-in either completes, or asks for a second factor first. */
export type SignInOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; methods: string[] };

export function toSignInOutcome(data: unknown): SignInOutcome {
  if (typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    const methods =
      'twoFactorMethods' in data && Array.isArray(data.twoFactorMethods) ? data.twoFactorMethods : [];
    return { kind: 'two-factor', methods: methods.filter((m): m is string => typeof m === 'string') };
  }
  return { kind: 'signed-in' };
}
