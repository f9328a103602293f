import { countryCodes } from '../../../../shared/targeting';
import { compareText, languageName as nameOfLanguage, regionName } from '../../../lib/format';

/** The flag emoji of an ISO 3166-1 alpha-2 code: its two regional indicator letters. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

export interface Country {
  code: string;
  name: string;
}

/** Every country with its name in the UI language, sorted by that name in that language. */
export function countriesIn(language: string): Country[] {
  return countryCodes
    .map((code) => ({ code, name: regionName(code, language) }))
    .sort((a, b) => compareText(a.name, b.name, language));
}

/** A language code's name in the UI language ("id" -> "Indonesian"), or the code itself. */
export function languageName(code: string, language: string): string {
  return nameOfLanguage(code, language);
}

/** Matches a search against a country's name or code, ignoring case and accents. */
export function matchesCountry(country: Country, search: string): boolean {
  const needle = fold(search.trim());
  if (needle === '') return true;
  return country.code.toLowerCase() === needle || fold(country.name).includes(needle);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
