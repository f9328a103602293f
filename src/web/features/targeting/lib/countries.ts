import { countryCodes } from '../../../../shared/targeting';

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
  const names = displayNames(language, 'region');
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A language code's name in the UI language ("id" -> "Indonesian"), or the code itself. */
export function languageName(code: string, language: string): string {
  try {
    return displayNames(language, 'language')?.of(code) ?? code;
  } catch {
    // A code the runtime does not know is still worth showing as typed.
    return code;
  }
}

function displayNames(language: string, type: 'region' | 'language'): Intl.DisplayNames | undefined {
  // Older runtimes (and some test DOMs) lack DisplayNames: the codes are then the names.
  if (typeof Intl.DisplayNames !== 'function') return undefined;
  return new Intl.DisplayNames([language], { type, fallback: 'code' });
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
