import { describe, expect, it, vi } from 'vitest';
import { composeModules, type AnyModuleDefinition, type Platform } from './module';
import { ModuleGraphError } from './module-graph';

// The start refuses a module graph it cannot order, before it creates any module, and names the
// modules; otherwise each module is created after the providers of what it needs and given them.

function definition(
  name: string,
  needs: string[],
  provides: string[],
  create = vi.fn(),
): AnyModuleDefinition {
  create.mockImplementation((given: Record<string, unknown>) => ({
    name,
    provides: Object.fromEntries(provides.map((service) => [service, { from: name, given }])),
  }));
  return { name, needs, provides, create } as unknown as AnyModuleDefinition;
}

const platform = {} as Platform;

describe('composeModules', () => {
  it('refuses a cycle, naming the modules on it, and creates none', async () => {
    const create = vi.fn();
    const modules = [
      definition('links', ['checks'], ['links'], create),
      definition('checks', ['domains'], ['checks'], create),
      definition('domains', ['links'], ['domains'], create),
    ];
    await expect(composeModules(modules, platform)).rejects.toThrow(ModuleGraphError);
    await expect(composeModules(modules, platform)).rejects.toThrow(
      /cycle: links -> checks -> domains -> links/,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a need no module provides, naming the module and the service, and creates none', async () => {
    const create = vi.fn();
    const modules = [
      definition('admin', [], ['admin'], create),
      definition('billing', ['payments'], ['billing'], create),
    ];
    await expect(composeModules(modules, platform)).rejects.toThrow(
      'billing needs "payments", which no module provides',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a module that does not provide what it declares', async () => {
    const liar = {
      name: 'liar',
      needs: [],
      provides: ['links'],
      create: () => ({ name: 'liar', provides: {} }),
    } as unknown as AnyModuleDefinition;
    await expect(composeModules([liar], platform)).rejects.toThrow(
      'liar declares "links" but does not provide it',
    );
  });

  it('creates each module after its providers and gives it what it needs', async () => {
    const { modules, services } = await composeModules(
      [definition('links', ['admin'], ['links']), definition('admin', [], ['admin'])],
      platform,
    );
    expect(modules.map((module) => module.name)).toEqual(['admin', 'links']);
    expect(services).toEqual({
      admin: { from: 'admin', given: {} },
      links: { from: 'links', given: { admin: { from: 'admin', given: {} } } },
    });
  });
});
