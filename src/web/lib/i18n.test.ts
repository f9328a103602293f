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

  it('speaks Indonesian from its own catalogue, falling back to English for a key it lacks', async () => {
    i18n.addResourceBundle('en', 'probe', { onlyEnglish: 'Only in English' });
    await i18n.changeLanguage('id');

    expect(i18n.t('errors.boundary.title')).toBe(id.errors.boundary.title);
    expect(i18n.t('errors.boundary.title')).not.toBe(en.errors.boundary.title);
    // A key outside the typed catalogue, so the call is untyped.
    const untypedT = i18n.t.bind(i18n) as (key: string, options: { ns: string }) => string;
    expect(untypedT('onlyEnglish', { ns: 'probe' })).toBe('Only in English');
    expect(document.documentElement.lang).toBe('id');
    i18n.removeResourceBundle('en', 'probe');
  });
});
