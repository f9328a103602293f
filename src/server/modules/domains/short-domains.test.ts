import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createShortDomains } from './short-domains';

async function domains() {
  const shortDomains = createShortDomains({
    publicHostname: 'app.example',
    listenHostname: '10.0.0.5',
    isCustomDomain: (hostname) => hostname === 'go.brand.example',
    settings: async () => ({ base_domain: 'sho.rt', other_domain: 'go.example', expired_url: '' }),
    logger: pino({ level: 'silent' }),
  });
  await shortDomains.refresh();
  return shortDomains;
}

describe('resolveHost', () => {
  it('answers a short domain as itself, in any case and with the root dot', async () => {
    const shortDomains = await domains();
    expect(shortDomains.resolveHost('sho.rt')).toBe('sho.rt');
    expect(shortDomains.resolveHost('SHO.RT')).toBe('sho.rt');
    expect(shortDomains.resolveHost('sho.rt.')).toBe('sho.rt');
    expect(shortDomains.resolveHost('go.example.')).toBe('go.example');
  });

  it('answers a verified custom domain as itself', async () => {
    const shortDomains = await domains();
    expect(shortDomains.resolveHost('Go.Brand.Example.')).toBe('go.brand.example');
  });

  it("answers the listen address and the loopback names with the server's own host", async () => {
    const shortDomains = await domains();
    expect(shortDomains.resolveHost('127.0.0.1')).toBe('app.example');
    expect(shortDomains.resolveHost('localhost')).toBe('app.example');
    expect(shortDomains.resolveHost('10.0.0.5')).toBe('app.example');
  });

  it('answers no domain for any other name, an unverified domain or another address', async () => {
    const shortDomains = await domains();
    expect(shortDomains.resolveHost('elsewhere.example.')).toBeNull();
    expect(shortDomains.resolveHost('shop.brand.example')).toBeNull();
    expect(shortDomains.resolveHost('203.0.113.9')).toBeNull();
  });
});
