import { describe, expect, it } from 'vitest';
import { apiScopes } from '../../../../shared/api-keys';
import { inContractOrder, scopeGroups } from './scopes';

describe('API key scopes in the form', () => {
  it('groups every scope once, in the contract order', () => {
    expect(scopeGroups.flatMap(({ scopes }) => scopes)).toEqual([...apiScopes]);
    expect(scopeGroups.map(({ group, scopes }) => [group, scopes.length])).toEqual([
      ['links', 2],
      ['analytics', 1],
      ['domains', 2],
      ['checks', 2],
      ['workspace', 2],
    ]);
  });

  it('sends the chosen scopes in the contract order', () => {
    expect(inContractOrder(['links:write', 'analytics:read', 'links:read'])).toEqual([
      'links:read',
      'links:write',
      'analytics:read',
    ]);
  });
});
