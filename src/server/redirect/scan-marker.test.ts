import { describe, expect, it } from 'vitest';
import { withoutScanMarker } from './scan-marker';

describe('withoutScanMarker', () => {
  it.each([
    ['qr=1', ''],
    ['qr=1&utm_source=flyer', 'utm_source=flyer'],
    ['utm_source=flyer&qr=1', 'utm_source=flyer'],
    ['a=1&qr=1&b=2', 'a=1&b=2'],
    // Twice (a code printed on a link that already carried it): both go.
    ['qr=1&qr=1', ''],
  ])('strips the marker from %j', (query, rest) => {
    expect(withoutScanMarker(query)).toBe(rest);
  });

  it.each([
    ['utm_source=flyer'],
    // The visitor's own parameters that only look like it are passed on as they are.
    ['qr=10'],
    ['qr=2'],
    ['qr'],
    ['xqr=1'],
    ['aqr=1&b=2'],
    ['qr=1x'],
    ['QR=1'],
  ])('leaves %j alone', (query) => {
    expect(withoutScanMarker(query)).toBeNull();
  });
});
