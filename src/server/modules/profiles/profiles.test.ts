import { describe, expect, it } from 'vitest';
import { usernameFromEmail } from './profiles';

describe('usernameFromEmail', () => {
  it('is the part before the at sign', () => {
    expect(usernameFromEmail('jane.doe@example.com')).toBe('jane.doe');
  });

  it('drops characters a username may not hold and pads short names', () => {
    expect(usernameFromEmail('j+tag@example.com')).toBe('jtag');
    expect(usernameFromEmail('ab@example.com')).toBe('abuser');
  });
});
