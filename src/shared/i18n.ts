import { messagesId } from './messages-id';

// The product's two languages, and the one way both sides turn an English message of the shared
// schemas into the reader's language. The English text is the message's id: the schemas keep
// writing English, and a catalogue (messages-id.ts) maps each text, or each text's pattern with
// {placeholders}, to Indonesian. A text the catalogue does not know stays as it is
// (messages-id.test.ts fails when a schema's message has no Indonesian).

export const languages = ['en', 'id'] as const;
export type Language = (typeof languages)[number];

/** A stored or sent language code as one of ours: Indonesian for id and id-*, else English. */
export function languageOf(code: string | null | undefined): Language {
  return code?.trim().toLowerCase().startsWith('id') ? 'id' : 'en';
}

/**
 * The language an Accept-Language header asks for: the first of its languages (by q, then order)
 * that is Indonesian or English; English when it names neither or is absent.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'id' || tag.startsWith('id-')) return 'id';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** English text (or pattern with {name} placeholders) -> its Indonesian. */
export type Catalogue = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  names: string[];
  target: string;
}

const placeholder = /\{(\w+)\}/g;

function compile(catalogue: Catalogue): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [source, target] of Object.entries(catalogue)) {
    const names = [...source.matchAll(placeholder)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(source, target);
      continue;
    }
    const body = source
      .split(placeholder)
      // split keeps the captured names at odd positions: those become the wildcards.
      .map((piece, index) =>
        index % 2 === 1 ? '([\\s\\S]+?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    patterns.push({ regex: new RegExp(`^${body}$`), names, target });
  }
  // The most specific pattern first: the longest fixed text wins over a looser one.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return { exact, patterns };
}

/** An English-written number (1,000 or 20,000) as Indonesian writes it (1.000, 20.000). */
function localNumber(value: string): string {
  return /^\d{1,3}(?:,\d{3})+$/.test(value) ? value.replaceAll(',', '.') : value;
}

/**
 * A translator over catalogues (the first that knows a text wins): the Indonesian of an English
 * text, or undefined when none knows it. Placeholders carry the original's values across; a value
 * that is itself a known text (a reason inside a reason) is translated too.
 */
export function createTranslator(...catalogues: Catalogue[]): (text: string) => string | undefined {
  let compiled: ReturnType<typeof compile>[] | undefined;
  function translate(text: string, depth: number): string | undefined {
    compiled ??= catalogues.map(compile);
    for (const { exact } of compiled) {
      const found = exact.get(text);
      if (found !== undefined) return found;
    }
    for (const { patterns } of compiled) {
      for (const pattern of patterns) {
        const match = pattern.regex.exec(text);
        if (!match) continue;
        const values = new Map(
          pattern.names.map((name, index) => {
            const value = match[index + 1]!;
            return [name, (depth < 2 ? translate(value, depth + 1) : undefined) ?? localNumber(value)];
          }),
        );
        return pattern.target.replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
      }
    }
    return undefined;
  }
  return (text) => translate(text, 0);
}

const translateShared = createTranslator(messagesId);

/**
 * A message of the shared schemas (a field's reason, as zod's issue or the server's `fields`
 * carries it) in the reader's language. The web calls this on the messages its forms get from the
 * same schemas; the server uses it (with its own catalogue besides) on every error it writes.
 * A text it does not know is returned unchanged.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  return translateShared(text) ?? text;
}
