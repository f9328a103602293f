import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the analytics write: a link's Destinations rows. English is the key;
// {name} stands for a value kept in place (platform/text/i18n.ts). src/server/texts.test.ts fails
// when a sentence of this module's code is missing here.

export const analyticsTextsId: Catalogue = {
  // A link's Destinations breakdown (analytics/destinations.ts): its rows' names.
  'Rule {n} ({values})': 'Aturan {n} ({values})',
  'Removed rule': 'Aturan yang dihapus',
  'Removed rotator destination': 'Tujuan rotator yang dihapus',
  'Fallback URL': 'URL cadangan',
  'Removed fallback URL': 'URL cadangan yang dihapus',
  'Main destination': 'Tujuan utama',
};

/** This module's texts in a reader's language. */
export const analyticsText = textsOf(analyticsTextsId);
