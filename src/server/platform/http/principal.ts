import type { Language } from '../../../shared/i18n';

/** Who is asking: the signed-in account a guarded route acts for (set by the users module's guards). */
export interface Principal {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The profile's IANA time zone, for anything shown in the user's local time. */
  timezone: string;
  /** The account's language: what the answers to its requests are written in. */
  language: Language;
}
