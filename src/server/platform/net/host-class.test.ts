import { describe, expect, it } from 'vitest';
import { classifyHost, isThisMachine, normalHost } from './host-class';

// The hosts as the WHATWG URL parser leaves them, each from a URL as a user might write it.
const hostOfUrl = (url: string) => new URL(url).hostname;

describe('classifyHost', () => {
  it.each([
    // every IPv4 spelling of loopback, after the URL parser
    ['http://127.0.0.1/', 'ip', '127.0.0.1', 'loopback'],
    ['http://127.1/', 'ip', '127.0.0.1', 'loopback'],
    ['http://2130706433/', 'ip', '127.0.0.1', 'loopback'],
    ['http://0x7f000001/', 'ip', '127.0.0.1', 'loopback'],
    ['http://017700000001/', 'ip', '127.0.0.1', 'loopback'],
    ['http://0177.0.0.1/', 'ip', '127.0.0.1', 'loopback'],
    ['http://127.000.000.001/', 'ip', '127.0.0.1', 'loopback'],
    ['http://127.0.0.1./', 'ip', '127.0.0.1', 'loopback'],
    ['http://%31%32%37.0.0.1/', 'ip', '127.0.0.1', 'loopback'],
    ['http://①②⑦.0.0.1/', 'ip', '127.0.0.1', 'loopback'],
    ['http://127.255.1.2/', 'ip', '127.255.1.2', 'loopback'],
    ['http://0.0.0.0/', 'ip', '0.0.0.0', 'unspecified'],
    ['http://0/', 'ip', '0.0.0.0', 'unspecified'],
    // IPv6, and IPv6 carrying IPv4
    ['http://[::1]/', 'ip', '::1', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'ip', '::1', 'loopback'],
    ['http://[::]/', 'ip', '::', 'unspecified'],
    ['http://[::ffff:127.0.0.1]/', 'ip', '127.0.0.1', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'ip', '127.0.0.1', 'loopback'],
    ['http://[::127.0.0.1]/', 'ip', '127.0.0.1', 'loopback'],
    ['http://[::ffff:0:127.0.0.1]/', 'ip', '127.0.0.1', 'loopback'],
    ['http://[64:ff9b::127.0.0.1]/', 'ip', '127.0.0.1', 'loopback'],
    ['http://[::ffff:0.0.0.0]/', 'ip', '0.0.0.0', 'unspecified'],
    ['http://[::ffff:10.0.0.1]/', 'ip', '10.0.0.1', 'private'],
    // other classes an outbound guard would refuse
    ['http://10.1.2.3/', 'ip', '10.1.2.3', 'private'],
    ['http://192.168.0.1/', 'ip', '192.168.0.1', 'private'],
    ['http://169.254.169.254/', 'ip', '169.254.169.254', 'linkLocal'],
    ['http://[fe80::1]/', 'ip', 'fe80::1', 'linkLocal'],
    ['http://[fd00::1]/', 'ip', 'fd00::1', 'uniqueLocal'],
    ['http://100.64.0.1/', 'ip', '100.64.0.1', 'carrierGradeNat'],
    // public addresses
    ['http://93.184.216.34/', 'ip', '93.184.216.34', 'unicast'],
    ['http://[2001:4860:4860::8888]/', 'ip', '2001:4860:4860::8888', 'unicast'],
  ])('%s is an address: %s %s (%s)', (url, kind, address, range) => {
    expect(classifyHost(hostOfUrl(url))).toMatchObject({ kind, address, range });
  });

  it.each([
    ['http://localhost/', 'localhost', true],
    ['http://LOCALHOST/', 'localhost', true],
    ['http://localhost./', 'localhost', true],
    ['http://localhost../', 'localhost', true],
    ['http://ｌｏｃａｌｈｏｓｔ/', 'localhost', true],
    ['http://foo.localhost/', 'foo.localhost', true],
    ['http://a.b.localhost./', 'a.b.localhost', true],
    ['http://localhost.example.com/', 'localhost.example.com', false],
    ['http://notlocalhost/', 'notlocalhost', false],
    ['http://Example.COM./', 'example.com', false],
    ['http://127.0.0.1.nip.io/', '127.0.0.1.nip.io', false],
  ])('%s is the name %s (localhost: %s)', (url, host, localhost) => {
    expect(classifyHost(hostOfUrl(url))).toEqual({ kind: 'name', host, localhost });
  });
});

describe('isThisMachine', () => {
  it.each([
    ['http://127.0.0.1/', true],
    ['http://2130706433/', true],
    ['http://0.0.0.0/', true],
    ['http://[::]/', true],
    ['http://[::1]/', true],
    ['http://[::ffff:127.0.0.1]/', true],
    ['http://localhost./', true],
    ['http://foo.localhost/', true],
    ['http://10.0.0.1/', false],
    ['http://[::2]/', false],
    ['http://[::7f00:1]/', true],
    ['http://example.com/', false],
    ['http://93.184.216.34/', false],
  ])('%s: %s', (url, expected) => {
    expect(isThisMachine(classifyHost(hostOfUrl(url)))).toBe(expected);
  });
});

describe('normalHost', () => {
  it.each([
    ['Links.Example.COM', 'links.example.com'],
    ['links.example.com.', 'links.example.com'],
    ['links.example.com..', 'links.example.com'],
    ['[::1]', '::1'],
    ['[2001:DB8::1]', '2001:db8::1'],
  ])('%s -> %s', (input, expected) => {
    expect(normalHost(input)).toBe(expected);
  });
});
