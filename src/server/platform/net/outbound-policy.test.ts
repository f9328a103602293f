import { describe, expect, it } from 'vitest';
import { classifyHost } from './host-class';
import {
  addressRefusal,
  answerRefusal,
  connectRefusal,
  parseAllowCidrs,
  portOf,
  portRefusal,
  urlRefusal,
} from './outbound-policy';

// The decisions alone, no connection. The table of /work/shared/spec/ssrf-cases.md runs through
// the client itself, requests and decisions, in outbound.test.ts.

describe('the decisions', () => {
  it('refuse every spelling of an address by what it reaches', () => {
    for (const host of [
      '127.1',
      '2130706433',
      '017700000001',
      '0x7f000001',
      '127.0.0.1.',
      '[::ffff:7f00:1]',
    ]) {
      expect(urlRefusal(`http://${host}/`)).toEqual({
        code: 'refused_address',
        reason: expect.stringMatching(/loopback/),
      });
    }
  });

  it('refuse a name when any one of its addresses is refused', () => {
    expect(answerRefusal('mixed.example', ['93.184.216.34', '10.0.0.1'], 443, [])).toEqual({
      code: 'refused_address',
      reason: 'mixed.example resolves to 10.0.0.1, a private address',
    });
    // A resolver answers canonical addresses: anything else is refused as it is, not read as one.
    expect(answerRefusal('odd.example', ['2130706433'], 443, [])).toEqual({
      code: 'refused_address',
      reason: 'odd.example resolves to 2130706433, not an IP address',
    });
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '128.0.0.1', '2606:4700::1'])(
    'let %s pass, as an address, a URL host and a DNS answer',
    (address) => {
      expect(addressRefusal(address)).toBeNull();
      expect(urlRefusal(`https://${address.includes(':') ? `[${address}]` : address}/`)).toBeNull();
      expect(answerRefusal('www.example.com', [address], 443, [])).toBeNull();
    },
  );

  it('let an ordinary name on 80 or 443 through to its lookup', () => {
    expect(urlRefusal('http://example.com/')).toBeNull();
    expect(urlRefusal('https://example.com:443/path?q=1')).toBeNull();
    expect(urlRefusal('http://example.com:80/')).toBeNull();
    expect(urlRefusal('https://localhost.example.com/')).toBeNull();
    expect(urlRefusal('https://internal.example.com/')).toBeNull();
  });

  it("connect to the port a URL names, else its scheme's", () => {
    expect(portOf(new URL('https://example.com/'))).toBe(443);
    expect(portOf(new URL('http://example.com/'))).toBe(80);
    expect(portOf(new URL('https://example.com:8443/'))).toBe(8443);
    expect(portOf(new URL('http://example.com:443/'))).toBe(443);
  });

  it('refuse a user name or a password alone', () => {
    for (const url of ['https://user@example.com/', 'https://:secret@example.com/']) {
      expect(urlRefusal(url)).toEqual({
        code: 'refused_url',
        reason: 'a URL with a user name or password is not allowed',
      });
    }
  });

  it('refuse a local-network suffix as a whole name too', () => {
    expect(urlRefusal('http://internal/')).toEqual({
      code: 'refused_url',
      reason: 'internal is a local-network name (.internal)',
    });
  });

  it('refuse local-network names and what is not an http(s) URL', () => {
    expect(urlRefusal('http://printer.local/')).toMatchObject({ code: 'refused_url' });
    expect(urlRefusal('http://nas.home.arpa/')).toMatchObject({ code: 'refused_url' });
    expect(urlRefusal('not a url')).toEqual({ code: 'refused_url', reason: 'not a valid URL' });
    expect(urlRefusal('https://example.com:8443/')).toEqual({
      code: 'refused_url',
      reason: 'port 8443 is allowed only for addresses in OUTBOUND_ALLOW_CIDRS',
    });
  });
});

describe('the reasons', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1 is a loopback address'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1 (127.0.0.1) is a loopback address'],
    ['64:ff9b::a00:1', '64:ff9b::a00:1 (10.0.0.1) is a private address'],
    ['2130706433', '2130706433 (127.0.0.1) is a loopback address'],
    ['fe80::1', 'fe80::1 is a link-local address'],
    ['100.64.0.1', '100.64.0.1 is a carrier-grade NAT address'],
    ['fc00::1', 'fc00::1 is a unique-local address'],
    ['224.0.0.1', '224.0.0.1 is a multicast address'],
    ['0.0.0.0', '0.0.0.0 is an unspecified address'],
    ['255.255.255.255', '255.255.255.255 is the broadcast address'],
    ['240.0.0.1', '240.0.0.1 is a reserved address'],
    ['2002:7f00:1::1', '2002:7f00:1::1 is a special-purpose address (6to4)'],
    ['169.254.169.254', '169.254.169.254 is a cloud metadata address'],
    ['fd00:ec2::254', 'fd00:ec2::254 is a cloud metadata address'],
    ['example.com', 'example.com is not an IP address'],
  ])('%s: %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it('name the host and the rule, never the path, query or credentials', () => {
    expect(urlRefusal('http://user:secret@example.com/?token=abc')?.reason).toBe(
      'a URL with a user name or password is not allowed',
    );
    expect(urlRefusal('https://metadata.google.internal/computeMetadata/v1/?recursive=true')?.reason).toBe(
      'metadata.google.internal is a local-network name (.internal)',
    );
    expect(urlRefusal('http://localhost./admin')?.reason).toBe('localhost names this machine');
    expect(urlRefusal('ftp://example.com/')?.reason).toBe(
      'the ftp: scheme is not allowed (only http and https)',
    );
  });
});

describe('cloud metadata', () => {
  it.each([
    ['169.254.169.254', 'linkLocal'],
    ['169.254.170.2', 'linkLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['fd00:ec2::254', 'uniqueLocal'],
  ])('%s already sits in a refused range (%s)', (address, range) => {
    expect(classifyHost(address)).toMatchObject({ kind: 'ip', range });
  });

  it('is refused even inside the allow list', () => {
    expect(addressRefusal('100.100.100.200', ['100.64.0.0/10'])).toBe(
      '100.100.100.200 is a cloud metadata address',
    );
    expect(addressRefusal('100.100.100.100', ['100.64.0.0/10'])).toBeNull();
    expect(addressRefusal('::ffff:169.254.169.254', ['169.254.0.0/16'])).toMatch(/cloud metadata/);
  });
});

describe('the allow list', () => {
  it('lets addresses inside it pass, in any spelling that reaches them', () => {
    expect(addressRefusal('127.0.0.5', ['127.0.0.0/24'])).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.5', ['127.0.0.0/24'])).toBeNull();
    expect(addressRefusal('fd12::1', ['fd00::/8'])).toBeNull();
    expect(addressRefusal('10.0.0.5', ['10.0.0.5'])).toBeNull();
    expect(addressRefusal('127.0.1.5', ['127.0.0.0/24'])).toBe('127.0.1.5 is a loopback address');
    expect(addressRefusal('10.0.0.1', ['127.0.0.1/32'])).toBe('10.0.0.1 is a private address');
    // A bare address is that address alone.
    expect(addressRefusal('10.0.0.6', ['10.0.0.5'])).toBe('10.0.0.6 is a private address');
    expect(addressRefusal('fd00::1', ['fd00::1'])).toBeNull();
    expect(addressRefusal('fd00::2', ['fd00::1'])).toBe('fd00::2 is a unique-local address');
  });

  it("judges a port by the address's place in it, and refuses what is not an address", () => {
    expect(portRefusal(443, 'app.example', [])).toBeNull();
    expect(portRefusal(8080, '127.0.0.1', ['127.0.0.1/32'])).toBeNull();
    expect(portRefusal(8080, 'app.example', ['127.0.0.1/32'])).toBe(
      'port 8080 is allowed only for addresses in OUTBOUND_ALLOW_CIDRS, and app.example is not',
    );
  });

  it('opens ports other than 80 and 443 only to its addresses', () => {
    expect(connectRefusal('8.8.8.8', 8080, [])).toEqual({
      code: 'refused_url',
      reason: 'port 8080 is allowed only for addresses in OUTBOUND_ALLOW_CIDRS, and 8.8.8.8 is not',
    });
    expect(connectRefusal('127.0.0.1', 8080, ['127.0.0.1/32'])).toBeNull();
    expect(urlRefusal('http://127.0.0.1:8080/', ['127.0.0.1/32'])).toBeNull();
    expect(urlRefusal('http://8.8.8.8:8080/', ['127.0.0.1/32'])).toMatchObject({ code: 'refused_url' });
    // A name's port is decided by its addresses, at connect time.
    expect(urlRefusal('http://app.example:8080/', ['127.0.0.1/32'])).toBeNull();
    expect(answerRefusal('app.example', ['127.0.0.1'], 8080, ['127.0.0.1/32'])).toBeNull();
    expect(answerRefusal('app.example', ['8.8.8.8'], 8080, ['127.0.0.1/32'])).toMatchObject({
      code: 'refused_url',
    });
  });

  it.each(['10.0.0.0/', '10.0.0.0/x8', '10.0.0.0/8x', '10.0.0.0/1234'])('refuses %s', (entry) => {
    expect(() => parseAllowCidrs(entry)).toThrow(
      `OUTBOUND_ALLOW_CIDRS: "${entry}" is not a CIDR range (expected`,
    );
  });

  it('refuses a prefix longer than the address', () => {
    expect(() => parseAllowCidrs('10.0.0.0/33')).toThrow('(the prefix is longer than 32 bits)');
    expect(parseAllowCidrs('10.0.0.0/32,fd00::/128')).toEqual(['10.0.0.0/32', 'fd00::/128']);
  });

  it('is parsed from OUTBOUND_ALLOW_CIDRS, every bad entry named', () => {
    expect(parseAllowCidrs('')).toEqual([]);
    expect(parseAllowCidrs(' 10.0.0.0/8, fd00::/8 ,192.168.1.5,')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.5',
    ]);
    expect(() => parseAllowCidrs('10.0.0.0/8,10.1/16,fd00::/200,intranet,10.0.0.0/8/9')).toThrow(
      'OUTBOUND_ALLOW_CIDRS: "10.1/16" is not a CIDR range; "fd00::/200" is not a CIDR range (the prefix is ' +
        'longer than 128 bits); "intranet" is not a CIDR range; "10.0.0.0/8/9" is not a CIDR range ' +
        '(expected e.g. 10.0.0.0/8, fd00::/8)',
    );
  });
});
