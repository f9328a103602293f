import { describe, expect, it } from 'vitest';
import { documentTitle } from './brand';
import { reservedPaths } from './paths';

describe('documentTitle', () => {
  it('is the brand name, then " - " and the description when there is one', () => {
    expect(documentTitle({ brand_name: 'Ringkas', brand_description: 'Short links' })).toBe(
      'Ringkas - Short links',
    );
    expect(documentTitle({ brand_name: 'Acme', brand_description: '  ' })).toBe('Acme');
  });

  it('falls back to Ringkas when the name is blank', () => {
    expect(documentTitle({ brand_name: '', brand_description: '' })).toBe('Ringkas');
  });
});

describe('reservedPaths', () => {
  it('holds the first segment of every app route and the API', () => {
    for (const segment of [
      'api',
      'admin',
      'login',
      'dashboard',
      'assets',
      'safe-redirect',
      'auth',
      'shortlinks',
    ]) {
      expect(reservedPaths.has(segment)).toBe(true);
    }
    expect(reservedPaths.has('abc1234')).toBe(false);
  });
});
