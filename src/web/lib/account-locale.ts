import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../shared/account';
import { setAccountTimeZone } from './format';
import { switchLanguage } from './i18n';
import { isLanguage } from './language';
import { meQueryOptions } from './queries/me';
import { chooseTheme } from './theme-choice';

// The signed-in account's language, time zone and theme win over the browser's: applied the moment
// GET /api/me's answer lands in the query cache (synchronously, so the shell's first render already
// speaks the account's language, shows its zone and its colours), and again whenever the account
// changes them (the settings page, the user menu's switchers, another device seen on a refetch).

interface Applied {
  language: string | undefined;
  timeZone: string | undefined;
  theme: string | undefined;
}

/**
 * Applies the account's language and theme (both remembered for this browser) and time zone;
 * undefined: signed out.
 */
export function applyAccountLocale(me: Me | undefined, applied?: Applied): Applied {
  const language = me?.profile.language;
  const timeZone = me?.profile.timezone;
  const theme = me?.profile.theme;
  // Only a change is applied: a refetch answering the same setting must not undo a switch in
  // flight (the user menu shows the new language or theme before the server has saved it).
  if (language !== applied?.language && isLanguage(language)) switchLanguage(language);
  // Signed out: the theme stays as it was (and remembered), like the language.
  if (theme !== applied?.theme && theme !== undefined) chooseTheme(theme);
  // Signed out: the browser's zone again. The language stays as it was (and remembered).
  if (timeZone !== applied?.timeZone) setAccountTimeZone(timeZone);
  return { language, timeZone, theme };
}

/** Follows the account in `queryClient` from now on; returns the unsubscribe. */
export function followAccountLocale(queryClient: QueryClient): () => void {
  const { queryKey } = meQueryOptions();
  let applied = applyAccountLocale(queryClient.getQueryData<Me>(queryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== queryKey[0]) return;
    applied = applyAccountLocale(queryClient.getQueryData<Me>(queryKey), applied);
  });
}
