import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, secretHint, signedHeaders } from './webhook-signing';

describe('webhook signing', () => {
  const body = JSON.stringify({ type: 'link.created', data: { id: 'l1' } });

  it('makes secrets the library reads, each different', () => {
    const [a, b] = [newSecret(), newSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(secretHint(a)).toBe(a.slice(-4));
  });

  it('signs so that the library verifies it with the secret, and with no other', () => {
    const secret = newSecret();
    const headers = signedHeaders('msg_1', new Date(), body, [secret]);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(body, { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
  });

  it('signs with both secrets during a rotation: either verifies', () => {
    const [fresh, old] = [newSecret(), newSecret()];
    const headers = signedHeaders('msg_2', new Date(), body, [fresh, old]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [fresh, old]) expect(new Webhook(secret).verify(body, { ...headers })).toBeTruthy();
  });

  it("carries the message's id and the try's time in seconds", () => {
    const headers = signedHeaders('msg_3', new Date('2026-11-30T09:00:00.900Z'), body, [newSecret()]);
    expect(headers['webhook-id']).toBe('msg_3');
    expect(headers['webhook-timestamp']).toBe(String(Date.parse('2026-11-30T09:00:00Z') / 1000));
  });
});
