import { describe, expect, it, vi } from 'vitest';
import { preferredLanguage, Visitor, type VisitorContext } from './visitor';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function context(): VisitorContext & { geoip: { country: ReturnType<typeof vi.fn> } } {
  return {
    geoip: { country: vi.fn(() => 'ID') },
    countryHeader: 'cf-ipcountry',
    hashVisitor: vi.fn(() => 42),
  };
}

describe('Visitor', () => {
  it('looks nothing up until asked, and each thing once per request', () => {
    const ctx = context();
    const visitor = new Visitor(ctx).describe(0, '36.66.0.1', { 'user-agent': iphone });
    expect(ctx.geoip.country).not.toHaveBeenCalled();
    expect(ctx.hashVisitor).not.toHaveBeenCalled();
    expect([visitor.country, visitor.country]).toEqual(['ID', 'ID']);
    expect(ctx.geoip.country).toHaveBeenCalledOnce();
    expect([visitor.hash, visitor.hash]).toEqual([42, 42]);
    expect(ctx.hashVisitor).toHaveBeenCalledOnce();
  });

  it('forgets the last request when it describes the next', () => {
    const ctx = context();
    const visitor = new Visitor(ctx);
    visitor.describe(0, '36.66.0.1', { 'user-agent': iphone, 'accept-language': 'id' });
    expect([visitor.device, visitor.os, visitor.browser, visitor.isBot, visitor.language]).toEqual([
      'mobile',
      'iOS',
      'Mobile Safari',
      false,
      'id',
    ]);
    void visitor.country;
    visitor.describe(0, '10.0.0.1', { 'user-agent': 'Googlebot/2.1', 'cf-ipcountry': 'SG' });
    expect([visitor.device, visitor.isBot, visitor.language, visitor.country]).toEqual([
      'bot',
      true,
      null,
      'SG',
    ]);
  });

  it("takes a trusted proxy's country only when it is a country code", () => {
    const visitor = new Visitor(context()).describe(0, '36.66.0.1', { 'cf-ipcountry': 'XX1' });
    expect(visitor.countryHint).toBeNull();
    expect(visitor.country).toBe('ID');
    const untrusted = new Visitor({ ...context(), countryHeader: null }).describe(0, '1.1.1.1', {
      'cf-ipcountry': 'SG',
    });
    expect(untrusted.countryHint).toBeNull();
  });
});

describe('preferredLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['id', 'id'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    ['id;q=0.5, ms-MY;q=0.9', 'ms'],
    ['*', null],
    ['*;q=1, fr;q=0.2', 'fr'],
    ['de;q=0', null],
    ['EN-gb', 'en'],
    ['en;q=0.5, de;q=0.5', 'en'],
    ['not a language!, ja', 'ja'],
  ])('%j -> %j', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
