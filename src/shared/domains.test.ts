import { describe, expect, it } from 'vitest';
import { customHostnameSchema, displayHostname, parseCustomHostname } from './domains';

describe('a custom domain as typed', () => {
  it.each([
    ['links.example.com', 'links.example.com'],
    ['  Links.Example.COM.  ', 'links.example.com'],
    ['tautan.contoh.co.id', 'tautan.contoh.co.id'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['ｌｉｎｋｓ．example．com', 'links.example.com'],
    [`${'a'.repeat(63)}.example`, `${'a'.repeat(63)}.example`],
  ])('keeps %s as %s', (input, hostname) => {
    expect(parseCustomHostname(input)).toEqual({ hostname });
  });

  it.each([
    ['', 'Enter a domain name.'],
    ['https://links.example.com', 'without http://'],
    ['links.example.com/path', 'without http://'],
    ['user@links.example.com', 'without http://'],
    ['links example.com', 'without http://'],
    ['203.0.113.5', 'An IP address'],
    ['0x7f.1', 'An IP address'],
    ['[2001:db8::1]', 'An IP address'],
    ['2001:db8::1', 'An IP address'],
    ['links.example.com:8443', 'Leave out the port'],
    [`${'a'.repeat(64)}.example`, 'Each part between dots'],
    ['-links.example.com', 'Each part between dots'],
    ['links_here.example.com', 'Each part between dots'],
    [`${'abcdefghij.'.repeat(23)}com`, 'at most 253 characters'],
    ['localhost', 'Enter a full domain name'],
    ['shop.localhost', 'Enter a full domain name'],
    ['example', 'Enter a full domain name'],
  ])('refuses %j, saying why', (input, words) => {
    const parsed = parseCustomHostname(input);
    expect('problem' in parsed && parsed.problem).toContain(words);
  });

  it('words the refusals for a domain to watch as such', () => {
    expect(parseCustomHostname('203.0.113.5', 'watched')).toEqual({
      problem: 'Domain checks watch domain names, not IP addresses: enter a domain name.',
    });
    expect(parseCustomHostname('[2001:db8::1]', 'watched')).toEqual({
      problem: 'Domain checks watch domain names, not IP addresses: enter a domain name.',
    });
    expect(parseCustomHostname('example', 'watched')).toEqual({
      problem: 'Enter a full domain name to watch, such as shop.example.com.',
    });
    expect(parseCustomHostname('shop.example.com/path', 'watched')).toEqual({
      problem: 'Enter only the domain name, such as shop.example.com, without a path.',
    });
    expect(parseCustomHostname('203.0.113.5')).toEqual({
      problem: 'An IP address cannot be a custom domain: enter a domain name.',
    });
  });

  it('names the problem through the schema, for the API to report by field', () => {
    const result = customHostnameSchema.safeParse('https://x.example/');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('without http://');
    expect(customHostnameSchema.parse('Bücher.Example')).toBe('xn--bcher-kva.example');
  });
});

describe('a stored domain as shown', () => {
  it('turns punycode back into the name people typed, and leaves ASCII names alone', () => {
    expect(displayHostname('xn--bcher-kva.example')).toBe('bücher.example');
    expect(displayHostname('xn--r8jz45g.xn--zckzah')).toBe('例え.テスト');
    expect(displayHostname('links.example.com')).toBe('links.example.com');
  });
});
