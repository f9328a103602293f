import { apiScopes, type ApiScope } from '../../../../shared/api-keys';

/** What a scope is about: the part before the colon, which groups the choices in the form. */
export type ScopeGroup = 'links' | 'analytics' | 'domains' | 'checks' | 'workspace';

/** The scopes by what they are about, in the contract's order. */
export const scopeGroups: { group: ScopeGroup; scopes: ApiScope[] }[] = (
  ['links', 'analytics', 'domains', 'checks', 'workspace'] as const
).map((group) => ({ group, scopes: apiScopes.filter((scope) => scope.startsWith(`${group}:`)) }));

/** The chosen scopes in the contract's order, whatever order they were ticked in. */
export function inContractOrder(chosen: readonly ApiScope[]): ApiScope[] {
  return apiScopes.filter((scope) => chosen.includes(scope));
}
