import type { Language } from './i18n';

// A plan's display name and feature lines: texts people read, written by the admin in English and
// Indonesian. Without zod, so that the landing page's small bundle can read them (plans.ts holds
// the schema).

export interface PlanText {
  en: string;
  id: string;
}

/** The text in the reader's language; the other language's when that one is empty. */
export function inLanguage(text: PlanText, language: Language): string {
  const own = language === 'id' ? text.id : text.en;
  if (own.trim() !== '') return own;
  return language === 'id' ? text.en : text.id;
}

/** The name of a plan no one named: its key tidied (vip_max -> "Vip max"), the same in both languages. */
export function nameFromKey(key: string): PlanText {
  const name = key.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  return { en: name, id: name };
}
