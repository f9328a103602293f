import type { Language } from '../../../platform/text/i18n';
import { domainsText } from '../texts-id';

// What an owner is told about their custom domain's proof, in their account's language.

interface NoticeText {
  title: string;
  body: string;
}

const notice = (language: Language, title: string, body: string, name: string): NoticeText => ({
  title: domainsText.say(language, title, { name }),
  body: domainsText.say(language, body, { name }),
});

export const domainNotices = {
  verified: (language: Language, name: string) =>
    notice(language, '{name} is verified', 'Links can now use {name}.', name),
  expired: (language: Language, name: string) =>
    notice(
      language,
      '{name} could not be verified',
      'The TXT record was not found within 7 days. Add it, then choose "Verify now".',
      name,
    ),
  lost: (language: Language, name: string) =>
    notice(
      language,
      '{name} is no longer verified',
      'Its TXT record has been missing for 3 days, so its links stopped working. Restore the record, then choose "Verify now".',
      name,
    ),
};
