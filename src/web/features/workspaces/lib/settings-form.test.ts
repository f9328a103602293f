import { describe, expect, it } from 'vitest';
import { workspaceLogoMaxChars } from '../../../../shared/workspaces';
import { changesFrom, logoMaxBytes } from './settings-form';

describe('changesFrom', () => {
  const saved = { name: 'Acme', slug: 'acme', logo: null };

  it('names only what changed', () => {
    expect(changesFrom(saved, saved)).toEqual({});
    expect(changesFrom(saved, { ...saved, slug: 'acme-id' })).toEqual({ slug: 'acme-id' });
    expect(changesFrom({ ...saved, logo: 'data:image/png;base64,AA==' }, saved)).toEqual({ logo: null });
  });
});

describe('logoMaxBytes', () => {
  it('is a file whose data URL still fits the contract', () => {
    const base64 = Math.ceil(logoMaxBytes / 3) * 4;
    expect('data:image/jpeg;base64,'.length + base64).toBeLessThanOrEqual(workspaceLogoMaxChars);
  });
});
