import { describe, expect, it } from 'vitest';
import { mayChangeRole, mayRemove, rolesUpTo } from './roles';

describe('rolesUpTo', () => {
  it('offers the roles up to one’s own, least first', () => {
    expect(rolesUpTo('viewer')).toEqual(['viewer']);
    expect(rolesUpTo('admin')).toEqual(['viewer', 'member', 'admin']);
    expect(rolesUpTo('owner')).toEqual(['viewer', 'member', 'admin', 'owner']);
  });
});

describe('mayChangeRole and mayRemove', () => {
  it('are for admins and owners; only an owner touches an owner', () => {
    expect(mayChangeRole('member', 'viewer')).toBe(false);
    expect(mayChangeRole('admin', 'member')).toBe(true);
    expect(mayChangeRole('admin', 'owner')).toBe(false);
    expect(mayChangeRole('owner', 'owner')).toBe(true);
    expect(mayRemove('viewer', 'viewer')).toBe(false);
    expect(mayRemove('admin', 'admin')).toBe(true);
    expect(mayRemove('admin', 'owner')).toBe(false);
  });
});
