import { describe, expect, it } from 'vitest';
import { createOwnHosts, listenHostName } from './own-hosts';

describe('listenHostName', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['::', '::'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['10.0.0.5', '10.0.0.5'],
    ['Server.Internal.', 'server.internal'],
    ['bad host name', null],
  ])('%s -> %s', (host, expected) => {
    expect(listenHostName(host)).toBe(expected);
  });
});

describe('ownHosts', () => {
  it('lists the short domains and the listen address once each, normalised', async () => {
    const ownHosts = createOwnHosts({
      shortDomains: async () => ['rk.example', 'Links.Example.com.', 'rk.example'],
      listenHost: '10.0.0.5',
    });
    expect(await ownHosts()).toEqual(['rk.example', 'links.example.com', '10.0.0.5']);
  });

  it('follows the short domains as they change (custom domains will join the same way)', async () => {
    let domains = ['localhost'];
    const ownHosts = createOwnHosts({ shortDomains: async () => domains, listenHost: '0.0.0.0' });
    expect(await ownHosts()).toEqual(['localhost', '0.0.0.0']);
    domains = ['go.example', 'localhost'];
    expect(await ownHosts()).toEqual(['go.example', 'localhost', '0.0.0.0']);
  });
});
