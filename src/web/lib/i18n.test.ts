import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import id from '../locales/id.json';
import { i18n } from './i18n';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is ready before any component renders', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
  });

  it('returns the spec texts word for word', () => {
    expect(i18n.t('errors.boundary.title')).toBe('Something went wrong');
    expect(i18n.t('errors.boundary.description')).toBe('An unexpected error occurred.');
    expect(i18n.t('errors.boundary.reload')).toBe('Reload Page');
  });

  it('has no empty texts in the English catalogue', () => {
    const leaves = (node: unknown): unknown[] =>
      typeof node === 'object' && node !== null ? Object.values(node).flatMap(leaves) : [node];
    for (const text of leaves(en)) {
      expect(typeof text === 'string' && text.trim().length > 0, String(text)).toBe(true);
    }
  });

  it('speaks Indonesian from its own catalogue alone, with no fallback language to download', async () => {
    await i18n.changeLanguage('id');

    expect(i18n.t('errors.boundary.title')).toBe(id.errors.boundary.title);
    expect(i18n.t('errors.boundary.title')).not.toBe(en.errors.boundary.title);
    // English is not asked for with Indonesian: the catalogues hold the same keys
    // (catalogues.test.ts), so a fallback would only be a second download.
    expect(i18n.languages).toEqual(['id']);
    expect(document.documentElement.lang).toBe('id');
  });
});
