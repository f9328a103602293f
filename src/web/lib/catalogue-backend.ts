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
  return backendOver((language) => imports[language]());
}

/** An i18next backend whose reads are `download`'s. */
function backendOver(download: (language: Language) => Promise<ResourceKey>): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`no catalogue for the language '${language}'`), false);
        return;
      }
      download(language).then(
        (catalogue) => callback(null, catalogue),
        // `true`: i18next tries a failed download again, five times over about ten seconds.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

/** A language's catalogue in two parts: what the first page shows, and the whole of it. */
export interface CatalogueParts {
  first: () => Promise<ResourceKey>;
  whole: () => Promise<ResourceKey>;
}

export interface PartedCatalogues {
  /** The instance's backend: the first language's first part, then whole catalogues. */
  backend: BackendModule;
  /**
   * Resolves once `language`'s whole catalogue is in the instance: at once if it is, else after
   * its download (rejected if that failed; the next call tries again).
   */
  whole(language: string): Promise<void>;
}

/**
 * The app's catalogues (ADR 0042): the very first read, before the first render, downloads the
 * first language's first part only (the shell's and the dashboard's texts); every later read, a
 * language switch, downloads a whole catalogue. The rest of the first language comes with
 * `whole()`, which every page but those drawn from the first part waits for, and which the app
 * asks for once the first page is drawn; `add` puts it in the instance.
 */
export function partedCatalogues(
  imports: Record<Language, CatalogueParts>,
  add: (language: Language, catalogue: ResourceKey) => void,
): PartedCatalogues {
  let firstRead = true;
  const wholes = new Map<Language, Promise<void>>();

  function whole(language: string): Promise<void> {
    if (!isLanguage(language)) return Promise.resolve();
    const known = wholes.get(language);
    if (known) return known;
    const loading = imports[language].whole().then((catalogue) => add(language, catalogue));
    wholes.set(language, loading);
    loading.catch(() => wholes.delete(language));
    return loading;
  }

  // A failed first read tried again downloads the whole: heavier, never short of a text.
  const backend = backendOver(async (language) => {
    const part = firstRead ? 'first' : 'whole';
    firstRead = false;
    const catalogue = await imports[language][part]();
    if (part === 'whole') wholes.set(language, Promise.resolve());
    // i18next adds the whole into the stored first part in place: a copy, so that the modules the
    // first part is made of (shared with the landing page's catalogue) stay as they are.
    return part === 'first' ? structuredClone(catalogue) : catalogue;
  });
  return { backend, whole };
}
