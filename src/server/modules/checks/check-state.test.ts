import { describe, expect, it } from 'vitest';
import type { CheckDetail, ResolverResult } from '../../../shared/checks';
import { judgeCheck } from './check-state';

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
  it.each<[string, Partial<Evidence>, string, string[]]>([
    ['a healthy site', {}, 'up', ['HTTP 200']],
    [
      'blocked by one resolver wins over everything',
      { blocking: [resolver('clear', 'A'), resolver('blocked', 'B')], http: null },
      'blocked',
      ['Blocked by B'],
    ],
    [
      'a resolver that did not answer',
      { blocking: [resolver('unknown')] },
      'up',
      ['HTTP 200', 'Block status unknown at Nawala'],
    ],
    [
      'no address',
      { dns: { ...dns, a: [], error: 'No such domain (NXDOMAIN)' } },
      'down',
      ['DNS: No such domain (NXDOMAIN)'],
    ],
    [
      'its resolver silent',
      { dns: { ...dns, a: [], error: 'No answer: no answer within 3000 ms' } },
      'unknown',
      ['DNS: No answer: no answer within 3000 ms'],
    ],
    [
      'no HTTP answer',
      { http: { ...http, status: null, error: 'connection refused' } },
      'down',
      ['connection refused'],
    ],
    ['a 503', { http: { ...http, status: 503 } }, 'down', ['HTTP 503']],
    ['a 404 still answers', { http: { ...http, status: 404 } }, 'up', ['HTTP 404']],
    [
      'an untrusted certificate',
      { certificate: { ...certificate, trusted: false, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' } },
      'down',
      ['Certificate not trusted: DEPTH_ZERO_SELF_SIGNED_CERT'],
    ],
    [
      'a certificate for another name',
      { certificate: { ...certificate, name_matches: false } },
      'down',
      ['Certificate is for another name'],
    ],
    [
      '7 days left',
      { certificate: { ...certificate, days_left: 7 } },
      'expiring',
      ['Certificate expires in 7 days'],
    ],
    [
      'expired',
      { certificate: { ...certificate, days_left: -2 } },
      'expiring',
      ['Certificate expired 2 days ago'],
    ],
    ['8 days left', { certificate: { ...certificate, days_left: 8 } }, 'up', ['HTTP 200']],
    [
      'HTTP only',
      { certificate: null, http: { ...http, https_error: 'connection refused' } },
      'up',
      ['HTTP 200', 'HTTPS failed (connection refused); answered over HTTP'],
    ],
  ])('%s', (_, change, state, reasons) => {
    expect(judgeCheck({ ...healthy, ...change })).toEqual({ state, reasons });
  });
});
