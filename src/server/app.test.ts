import { describe, expect, it } from 'vitest';
import { appModules } from './app';
import { orderModules } from './platform/wiring/module-graph';

describe("the app's modules", () => {
  it('form a graph the start can order: every need provided once, no cycle', () => {
    const ordered = orderModules(appModules).map((module) => module.name);
    expect(ordered).toHaveLength(appModules.length);
    // The account directory and the product settings are at the bottom; user management and the
    // admin panel, which read from every module, above the modules they read.
    expect(ordered.indexOf('profiles')).toBeLessThan(ordered.indexOf('billing'));
    expect(ordered.indexOf('link-store')).toBeLessThan(ordered.indexOf('domains'));
    expect(ordered.indexOf('checks')).toBeLessThan(ordered.indexOf('links'));
    expect(ordered.indexOf('links')).toBeLessThan(ordered.indexOf('users'));
  });
});
