import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../shared/account';
import { setAccountTimeZone } from './format';
import { switchLanguage } from './i18n';
import { isLanguage } from './language';
import { meQueryOptions } from './queries/me';

// The signed-in account's language and time zone win over the browser's: applied the moment GET
// /api/me's answer lands in the query cache (synchronously, so the shell's first render already
// speaks the account's language and shows its zone), and again whenever the account changes them
// (the settings page, the user menu's switcher, another device seen on a refetch).

interface Applied {
  language: string | undefined;
  timeZone: string | undefined;
}

/** Applies the account's language (remembered for this browser) and time zone; undefined: signed out. */
export function applyAccountLocale(me: Me | undefined, applied?: Applied): Applied {
  const language = me?.profile.language;
  const timeZone = me?.profile.timezone;
  // Only a change is applied: a refetch answering the same setting must not undo a switch in
  // flight (the user menu shows the new language before the server has saved it).
  if (language !== applied?.language && isLanguage(language)) switchLanguage(language);
  // Signed out: the browser's zone again. The language stays as it was (and remembered).
  if (timeZone !== applied?.timeZone) setAccountTimeZone(timeZone);
  return { language, timeZone };
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
