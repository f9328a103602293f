import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the notifications write. English is the key; {name} stands for a value
// kept in place (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of this
// module's code is missing here.

export const notificationsTextsId: Catalogue = {
  // An admin's notice to one account.
  'There is no user with this id.': 'Tidak ada pengguna dengan ID ini.',
};

/** This module's texts in a reader's language. */
export const notificationsText = textsOf(notificationsTextsId);
