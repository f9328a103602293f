import type { Language } from '../../platform/text/i18n';

// The refusal of an unsafe SVG upload, in English and Indonesian: it lists what the file holds
// (svg-sanitize.ts's English names), so it is put together per language here.

const problemNames: Record<string, string> = {
  'a DOCTYPE or entity declaration': 'deklarasi DOCTYPE atau entitas',
  'a link to a stylesheet': 'tautan ke stylesheet',
  'a script': 'skrip',
  'a style that loads another file': 'gaya yang memuat file lain',
  'a foreignObject element': 'elemen foreignObject',
  'embedded content (iframe, embed or object)': 'konten sisipan (iframe, embed, atau object)',
  'a link to another file or site': 'tautan ke file atau situs lain',
};

/** "a", "a and b", "a, b and c" in the language's words. */
function listed(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export const svgRefusal: Record<Language, (problems: readonly string[]) => string> = {
  en: (problems) =>
    `This SVG contains ${listed(problems, 'and')}. Remove ${problems.length > 1 ? 'them' : 'it'} and upload it again.`,
  id: (problems) => {
    const names = problems.map(
      (problem) =>
        problemNames[problem] ??
        // "an event handler (onload)"
        problem.replace(/^an event handler \((.*)\)$/, 'penangan peristiwa ($1)'),
    );
    return `SVG ini berisi ${listed(names, 'dan')}. Hapus bagian tersebut, lalu unggah lagi.`;
  },
};
