import { describe, expect, it } from 'vitest';
import { createTranslator, languageFromAcceptLanguage, languageOf, translateMessage } from './i18n';

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['id', 'id'],
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,id;q=0.8', 'id'],
    ['en;q=0.5, id;q=0.8', 'id'],
    ['id;q=0, en', 'en'],
    ['ms-MY', 'en'],
    ['IN, de', 'en'],
  ] as const)('Accept-Language %j -> %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('reads a stored code as one of ours', () => {
    expect(languageOf('id')).toBe('id');
    expect(languageOf('id-ID')).toBe('id');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});

describe('translateMessage', () => {
  it("gives a schema's message in Indonesian", () => {
    expect(translateMessage('Enter the destination URL.', 'id')).toBe('Masukkan URL tujuan.');
  });

  it('keeps the values of a pattern, numbers written the Indonesian way', () => {
    expect(translateMessage('Use at most 1,000 characters.', 'id')).toBe('Gunakan maksimal 1.000 karakter.');
    expect(translateMessage('"XX" is not a country code (ISO 3166-1 alpha-2, like ID or US).', 'id')).toBe(
      '"XX" bukan kode negara (ISO 3166-1 alpha-2, seperti ID atau US).',
    );
  });

  it('leaves English, and a text it does not know, as they are', () => {
    expect(translateMessage('Enter the destination URL.', 'en')).toBe('Enter the destination URL.');
    expect(translateMessage('Something nobody wrote.', 'id')).toBe('Something nobody wrote.');
  });

  it('translates a known text inside a pattern, and prefers the longest pattern', () => {
    const translate = createTranslator({
      'Line {n}: {problem}': 'Baris {n}: {problem}',
      'Enter a name.': 'Masukkan nama.',
      'Use at most {max}.': 'Maksimal {max}.',
      'Use at most {max} days.': 'Maksimal {max} hari.',
    });
    expect(translate('Line 3: Enter a name.')).toBe('Baris 3: Masukkan nama.');
    expect(translate('Use at most 3,650 days.')).toBe('Maksimal 3.650 hari.');
    expect(translate('Use at most 7.')).toBe('Maksimal 7.');
    expect(translate('Nothing like it')).toBeUndefined();
  });
});
