import { describe, expect, it } from 'vitest';
import { workspaceSlugMax, workspaceSlugSchema } from '../../../../shared/workspaces';
import { slugFromName } from './slug';

describe('slugFromName', () => {
  it.each([
    ['Acme Marketing', 'acme-marketing'],
    ['Tim Pemasaran Jakarta!', 'tim-pemasaran-jakarta'],
    ['  Café  Ñoño  ', 'cafe-nono'],
    ['R&D -- 2026', 'r-d-2026'],
    ['---', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('keeps within the longest slug, ending on a letter or digit', () => {
    const slug = slugFromName(`${'a'.repeat(workspaceSlugMax - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(workspaceSlugMax);
    expect(slug).toBe('a'.repeat(workspaceSlugMax - 1));
    expect(workspaceSlugSchema.safeParse(slug).success).toBe(true);
  });
});
