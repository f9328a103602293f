import type { BackendModule, ResourceKey } from 'i18next';
import { isLanguage, type Language } from './language';

// Each language's catalogue is a chunk of its own, downloaded only for the language shown (ADR
// 0035): the app's (lib/i18n.ts) and the landing page's (landing/i18n.ts) i18next instances read
// them through this backend. i18next asks it before its first language is in force and again on
// a switch, and changes the language only once the catalogue has arrived, so a page never shows a
// key in place of a text: until then it stays in the language it was in.

/** How to import each language's catalogue (a dynamic import, so each is its own chunk). */
export type CatalogueImports = Record<Language, () => Promise<ResourceKey>>;

export function catalogueBackend(imports: CatalogueImports): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`no catalogue for the language '${language}'`), false);
        return;
      }
      imports[language]().then(
        (catalogue) => callback(null, catalogue),
        // `true`: i18next tries a failed download again, five times over about ten seconds.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
