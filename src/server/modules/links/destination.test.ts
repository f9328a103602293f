import { describe, expect, it } from 'vitest';
import { loopProblem, mergeQuery } from './destination';

describe('mergeQuery', () => {
  it('leaves the destination alone without an incoming query', () => {
    expect(mergeQuery('https://example.com/a?x=1#top', '')).toBe('https://example.com/a?x=1#top');
  });

  it('appends the incoming parameters', () => {
    expect(mergeQuery('https://example.com/a', 'utm_source=tg&b=2')).toBe(
      'https://example.com/a?utm_source=tg&b=2',
    );
  });

  it('lets the incoming value win on a clash and keeps the fragment', () => {
    expect(mergeQuery('https://example.com/a?ref=site&x=1#top', 'ref=tg&ref=wa')).toBe(
      'https://example.com/a?x=1&ref=tg&ref=wa#top',
    );
  });

  it('keeps encoded values intact', () => {
    expect(mergeQuery('https://example.com/', 'q=a%20b%26c')).toBe('https://example.com/?q=a+b%26c');
  });
});

describe('loopProblem', () => {
  // As the domains module gives them: base_domain, other_domain, the public host, the listen address.
  const ownHosts = ['rk.example', 'go.example', 'links.example.com', '10.0.0.5'];

  it.each([
    ['http://127.0.0.1/x', /127\.0\.0\.1 is this machine's loopback address/],
    ['http://127.1/x', /127\.0\.0\.1 is this machine's loopback address/],
    ['http://2130706433/x', /127\.0\.0\.1 is this/],
    ['http://0x7f000001/x', /127\.0\.0\.1 is this/],
    ['http://017700000001/x', /127\.0\.0\.1 is this/],
    ['http://127.0.0.1.:8080/x', /127\.0\.0\.1 is this/],
    ['https://127.42.0.9/', /127\.42\.0\.9 is this machine's loopback address/],
    ['http://0.0.0.0:3000/', /0\.0\.0\.0 is this machine's unspecified address/],
    ['http://0/', /0\.0\.0\.0 is this/],
    ['http://[::1]/x', /\[::1\] is this machine's loopback address/],
    ['http://[0:0::1]:3000/x', /\[::1\] is this/],
    ['http://[::]/x', /\[::\] is this machine's unspecified address/],
    ['http://[::ffff:127.0.0.1]/x', /\[::ffff:7f00:1\] is 127\.0\.0\.1, this machine's own address/],
    ['http://[::ffff:0:127.0.0.1]/x', /is 127\.0\.0\.1/],
    ['http://[64:ff9b::127.0.0.1]/x', /is 127\.0\.0\.1/],
    ['http://localhost/x', /localhost names this machine/],
    ['http://localhost./x', /localhost\. names this machine/],
    ['http://LocalHost:3000/x', /localhost names this machine/],
    ['http://foo.localhost/x', /foo\.localhost names this machine/],
    ['http://ｌｏｃａｌｈｏｓｔ/x', /localhost names this machine/],
    ['https://links.example.com/abc', /links\.example\.com is one of our own short domains/],
    ['https://links.example.com./abc', /links\.example\.com\. is one of our own/],
    ['https://LINKS.Example.com:8443/abc', /links\.example\.com is one of our own/],
    ['http://rk.example/abc', /rk\.example is one of our own/],
    ['http://RK.EXAMPLE./abc', /rk\.example\. is one of our own/],
    ['https://go.example/abc', /go\.example is one of our own/],
    ['https://Go.Example../abc', /go\.example\.\. is one of our own/],
    ['http://10.0.0.5:3000/', /10\.0\.0\.5 is one of our own short domains or this server's address/],
    ['http://167772165/', /10\.0\.0\.5 is one of our own/],
    ['http://[::ffff:10.0.0.5]/', /is one of our own/],
    // the host a browser would go to, not the one a reader sees first
    ['http://links.example.com@127.0.0.1/', /127\.0\.0\.1 is this/],
    ['http://127.0.0.1\\@evil.example/', /127\.0\.0\.1 is this/],
    ['HTTP://RK.EXAMPLE:80/', /rk\.example is one of our own/],
  ])('refuses %s', (destination, reason) => {
    const problem = loopProblem(destination, ownHosts);
    expect(problem).toMatch(reason);
    expect(problem).toMatch(/^The destination must lead elsewhere: .*, so the link would loop back here\.$/);
  });

  it.each([
    ['https://example.com/'],
    ['https://sub.links.example.com/'],
    ['https://links.example.com.evil.example/'],
    ['https://rk.example.org/'],
    ['https://localhost.example.com/'],
    ['http://10.0.0.6/'],
    ['http://128.0.0.1/'],
    ['http://[::2]/'],
    ['http://[2001:db8::1]/'],
    ['http://127.0.0.1:80@evil.example/'],
    ['not a url'],
  ])('lets %s through', (destination) => {
    expect(loopProblem(destination, ownHosts)).toBeNull();
  });
});
