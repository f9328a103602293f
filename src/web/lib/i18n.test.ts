import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
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

  it('takes another language as a catalogue alone, falling back to English per key', async () => {
    i18n.addResourceBundle('id', 'translation', {
      errors: { boundary: { title: 'Terjadi kesalahan' } },
    });
    await i18n.changeLanguage('id');

    expect(i18n.t('errors.boundary.title')).toBe('Terjadi kesalahan');
    expect(i18n.t('errors.boundary.reload')).toBe('Reload Page');
    expect(document.documentElement.lang).toBe('id');
  });
});
