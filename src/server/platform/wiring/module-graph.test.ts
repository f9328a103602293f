import { describe, expect, it } from 'vitest';
import { ModuleGraphError, orderModules, type ModuleNode } from './module-graph';

const node = (name: string, needs: string[] = [], provides: string[] = [name]): ModuleNode => ({
  name,
  needs,
  provides,
});

const names = (nodes: ModuleNode[]) => nodes.map((each) => each.name);

describe('orderModules', () => {
  it('puts every provider before the modules that need it, keeping the list order otherwise', () => {
    const ordered = orderModules([
      node('links', ['accounts', 'billing']),
      node('feedback', ['accounts']),
      node('billing', ['accounts']),
      node('accounts'),
    ]);
    expect(names(ordered)).toEqual(['accounts', 'billing', 'links', 'feedback']);
  });

  it('lets a module provide several services and need none', () => {
    const ordered = orderModules([
      node('users', ['guards-source']),
      node('admin', [], ['audit', 'guards-source']),
    ]);
    expect(names(ordered)).toEqual(['admin', 'users']);
  });

  it('refuses a cycle, naming every module on it', () => {
    const graph = [
      node('accounts'),
      node('users', ['accounts', 'billing']),
      node('billing', ['accounts', 'links']),
      node('links', ['users']),
    ];
    expect(() => orderModules(graph)).toThrow(ModuleGraphError);
    expect(() => orderModules(graph)).toThrow(
      "the modules' needs form a cycle: users -> billing -> links -> users",
    );
  });

  it('refuses a need that no module provides, naming the module and the service', () => {
    expect(() => orderModules([node('accounts'), node('checks', ['accounts', 'entitlements'])])).toThrow(
      'checks needs "entitlements", which no module provides',
    );
  });

  it('refuses a service provided twice, naming both providers', () => {
    expect(() => orderModules([node('admin', [], ['audit']), node('billing', [], ['audit'])])).toThrow(
      '"audit" is provided by both admin and billing',
    );
  });

  it('takes a module that needs what it provides itself as no cycle', () => {
    expect(names(orderModules([node('links', ['links'])]))).toEqual(['links']);
  });
});
