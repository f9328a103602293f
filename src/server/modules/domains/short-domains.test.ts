import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createShortDomains } from './short-domains';

async function domains() {
  const shortDomains = createShortDomains({
    publicHostname: 'app.example',
    settings: async () => ({ base_domain: 'sho.rt', other_domain: 'go.example' }),
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

  it("answers any other name with the server's own host", async () => {
    const shortDomains = await domains();
    expect(shortDomains.resolveHost('127.0.0.1')).toBe('app.example');
    expect(shortDomains.resolveHost('elsewhere.example.')).toBe('app.example');
  });
});
