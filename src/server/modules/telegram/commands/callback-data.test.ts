import { describe, expect, it } from 'vitest';
import { parsePress, pressData, type Press } from './callback-data';

const id = '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94';

describe('callback data', () => {
  it.each<Press>([
    { kind: 'links', page: 1 },
    { kind: 'links', page: 12_345 },
    { kind: 'confirm', id },
    { kind: 'cancel', id },
  ])("round-trips %j within Telegram's 64 bytes", (press) => {
    const data = pressData(press);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(parsePress(data)).toEqual(press);
  });

  it.each([
    undefined,
    '',
    'links:',
    'links:0',
    'links:-1',
    'links:01',
    'links:1.5',
    'links:9999999',
    'ok:not-a-uuid',
    `ok:${id.toUpperCase()}`,
    `maybe:${id}`,
    `ok:${id}:extra`,
  ])('ignores data that is not ours: %j', (data) => {
    expect(parsePress(data)).toBeNull();
  });
});
