import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-only';

const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects alike, up to the limit and past it', () => {
    expect(jsonDepthExceeds(nest(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nest(33), 32)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
  });

  it('reads brackets inside strings, escaped quotes included, as text', () => {
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(50)}\\\\"}`, 2)).toBe(false);
    // After an escaped backslash the quote does end the string: what follows is nesting again.
    expect(jsonDepthExceeds(`["\\\\",${nest(3)}]`, 3)).toBe(true);
  });

  it('counts siblings by their own depth, not their number', () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 100 }, () => nest(2)).join(',')}]`, 3)).toBe(false);
  });
});
