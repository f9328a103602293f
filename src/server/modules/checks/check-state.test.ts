import { describe, expect, it } from 'vitest';
import type { CheckDetail, CheckReason, ResolverResult } from '../../../shared/checks';
import { judgeCheck, storedReasons } from './check-state';

type Evidence = Pick<CheckDetail, 'dns' | 'http' | 'certificate' | 'blocking'>;

const dns: Evidence['dns'] = {
  resolver: '1.1.1.1',
  a: ['203.0.113.7'],
  aaaa: [],
  cname: [],
  duration_ms: 3,
  error: null,
};
const http: NonNullable<Evidence['http']> = {
  url: 'https://shop.example/',
  final_url: 'https://shop.example/',
  status: 200,
  redirects: [],
  timings: { dns_ms: 1, connect_ms: 2, tls_ms: 3, first_byte_ms: 40, total_ms: 45 },
  error: null,
  https_error: null,
};
const certificate: NonNullable<Evidence['certificate']> = {
  subject: 'CN=shop.example',
  issuer: 'CN=Test CA',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2027-01-01T00:00:00.000Z',
  days_left: 40,
  name_matches: true,
  trusted: true,
  error: null,
};
const resolver = (verdict: ResolverResult['verdict'], name = 'Nawala'): ResolverResult => ({
  resolver: name,
  address: '180.131.144.144',
  verdict,
  evidence: '',
  rcode: 'NOERROR',
  answers: [],
  ede: null,
  duration_ms: 5,
});
const healthy: Evidence = { dns, http, certificate, blocking: [resolver('clear')] };

describe('judgeCheck', () => {
  const status = (code: number): CheckReason => ({ code: 'http_status', status: code });
  it.each<[string, Partial<Evidence>, string, CheckReason[]]>([
    ['a healthy site', {}, 'up', [status(200)]],
    [
      'blocked by one resolver wins over everything',
      { blocking: [resolver('clear', 'A'), resolver('blocked', 'B'), resolver('blocked', 'C')], http: null },
      'blocked',
      [{ code: 'blocked_by', resolvers: ['B', 'C'] }],
    ],
    [
      'a resolver that did not answer',
      { blocking: [resolver('unknown')] },
      'up',
      [status(200), { code: 'block_status_unknown', resolvers: ['Nawala'] }],
    ],
    [
      'no such domain',
      { dns: { ...dns, a: [], error: 'No such domain (NXDOMAIN)' } },
      'down',
      [{ code: 'dns_no_such_domain' }],
    ],
    [
      'no address record',
      { dns: { ...dns, a: [], error: 'No A or AAAA record' } },
      'down',
      [{ code: 'dns_no_address' }],
    ],
    [
      'its resolver silent',
      { dns: { ...dns, a: [], error: 'No answer: the resolver did not answer' } },
      'unknown',
      [{ code: 'dns_no_answer', rcode: null, detail: null }],
    ],
    [
      'its resolver failing',
      { dns: { ...dns, a: [], error: 'No answer: the resolver answered SERVFAIL' } },
      'unknown',
      [{ code: 'dns_no_answer', rcode: 'SERVFAIL', detail: null }],
    ],
    [
      'its resolver timing out',
      { dns: { ...dns, a: [], error: 'No answer: no answer within 3000 ms' } },
      'unknown',
      [{ code: 'dns_no_answer', rcode: null, detail: 'no answer within 3000 ms' }],
    ],
    [
      'no HTTP answer',
      { http: { ...http, status: null, error: 'connection refused' } },
      'down',
      [{ code: 'no_http_answer', detail: 'connection refused' }],
    ],
    ['a 503', { http: { ...http, status: 503 } }, 'down', [status(503)]],
    ['a 404 still answers', { http: { ...http, status: 404 } }, 'up', [status(404)]],
    [
      'an untrusted certificate',
      { certificate: { ...certificate, trusted: false, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' } },
      'down',
      [{ code: 'certificate_untrusted', detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' }],
    ],
    [
      'a certificate for another name',
      { certificate: { ...certificate, name_matches: false } },
      'down',
      [{ code: 'certificate_wrong_name' }],
    ],
    [
      '7 days left',
      { certificate: { ...certificate, days_left: 7 } },
      'expiring',
      [{ code: 'certificate_expires', days: 7 }],
    ],
    [
      'expired',
      { certificate: { ...certificate, days_left: -2 } },
      'expiring',
      [{ code: 'certificate_expired', days: 2 }],
    ],
    ['8 days left', { certificate: { ...certificate, days_left: 8 } }, 'up', [status(200)]],
    [
      'HTTP only',
      { certificate: null, http: { ...http, https_error: 'connection refused' } },
      'up',
      [status(200), { code: 'https_failed', detail: 'connection refused' }],
    ],
  ])('%s', (_, change, state, reasons) => {
    expect(judgeCheck({ ...healthy, ...change })).toEqual({ state, reasons });
  });
});

describe('a stored check’s reasons', () => {
  it('reads the codes as they are, and an object that is not one as text', () => {
    const reasons = judgeCheck({ ...healthy, blocking: [resolver('blocked')] }).reasons;
    expect(storedReasons(reasons, null)).toEqual([{ code: 'blocked_by', resolvers: ['Nawala'] }]);
    expect(storedReasons([{ code: 'never_heard_of' }], null)).toEqual([
      { code: 'text', text: '{"code":"never_heard_of"}' },
    ]);
    expect(storedReasons(undefined, null)).toEqual([]);
  });

  it.each<[string, CheckReason]>([
    ['Blocked by Nawala (test), Kominfo', { code: 'blocked_by', resolvers: ['Nawala (test)', 'Kominfo'] }],
    ['Block status unknown at Nawala', { code: 'block_status_unknown', resolvers: ['Nawala'] }],
    ['DNS: No such domain (NXDOMAIN)', { code: 'dns_no_such_domain' }],
    ['DNS: No A or AAAA record', { code: 'dns_no_address' }],
    ['DNS: no address', { code: 'dns_no_address' }],
    ['DNS: No answer: the resolver did not answer', { code: 'dns_no_answer', rcode: null, detail: null }],
    [
      'DNS: No answer: the resolver answered REFUSED',
      { code: 'dns_no_answer', rcode: 'REFUSED', detail: null },
    ],
    ['DNS: No answer: queryA ETIMEOUT', { code: 'dns_no_answer', rcode: null, detail: 'queryA ETIMEOUT' }],
    ['DNS: something new', { code: 'dns_error', detail: 'something new' }],
    ['HTTP 500', { code: 'http_status', status: 500 }],
    ['No HTTP answer', { code: 'no_http_answer', detail: null }],
    [
      'HTTPS failed (TLS with shop.example failed: bad record); answered over HTTP',
      { code: 'https_failed', detail: 'TLS with shop.example failed: bad record' },
    ],
    ['Certificate not trusted: unknown issuer', { code: 'certificate_untrusted', detail: null }],
    [
      'Certificate not trusted: CERT_HAS_EXPIRED',
      { code: 'certificate_untrusted', detail: 'CERT_HAS_EXPIRED' },
    ],
    ['Certificate is for another name', { code: 'certificate_wrong_name' }],
    ['Certificate expires in 5 days', { code: 'certificate_expires', days: 5 }],
    ['Certificate expired 3 days ago', { code: 'certificate_expired', days: 3 }],
    ['Something written long ago', { code: 'text', text: 'Something written long ago' }],
  ])('reads the English sentence of before "%s" as its code', (sentence, reason) => {
    expect(storedReasons([sentence], null)).toEqual([reason]);
  });

  it('reads a bare HTTP error of before, the evidence’s own words, as no HTTP answer', () => {
    const error = 'could not connect to shop.example:443: connect ECONNREFUSED';
    expect(storedReasons([error], { error })).toEqual([{ code: 'no_http_answer', detail: error }]);
    expect(storedReasons([error], { error: null })).toEqual([{ code: 'text', text: error }]);
  });
});
