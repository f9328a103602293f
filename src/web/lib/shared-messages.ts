import { currentLanguage, onLanguageChange, type Language } from './language';
import { whenIdle } from './when-idle';

// The shared schemas write their reasons in English; in Indonesian they are read through the
// shared catalogue (src/shared/i18n.ts and its messages-id.ts), the one the server uses too. That
// catalogue is a chunk of its own, downloaded once the app has drawn its first page and the browser
// is idle, whenever Indonesian is shown (a reason only shows once a form has been sent), so neither
// language's first load carries it.

type Translate = (text: string, language: Language) => string;

let translate: Translate | undefined;
let loading: Promise<void> | undefined;

/** Downloads the shared catalogue, once. */
export function loadSharedMessages(): Promise<void> {
  loading ??= import('../../shared/i18n').then(
    (module) => {
      translate = module.translateMessage;
    },
    () => {
      // Offline: the reasons stay in English, and the next Indonesian catalogue asks again.
      loading = undefined;
    },
  );
  return loading;
}

/** A reason of the shared schemas in `language` (as written, until the catalogue is in). */
export function sharedMessage(text: string, language: Language): string {
  return language === 'en' || !translate ? text : translate(text, language);
}

/**
 * From the browser's first idle moment on (main.tsx calls this after the first render), downloads
 * the shared catalogue whenever Indonesian is in force.
 */
export function followLanguageWhenIdle(): void {
  const follow = () => {
    const load = () => {
      if (currentLanguage() === 'id') void loadSharedMessages();
    };
    load();
    onLanguageChange(load);
  };
  whenIdle(follow);
}
