import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../shared/errors';
import { errorCodeMessages, listOf, platformTexts, textsOf } from './i18n';

// The one way the server writes for a reader (ADR 0025). Which texts each module's catalogue must
// hold is src/server/texts.test.ts's.

describe('texts over a catalogue', () => {
  const texts = textsOf({
    'You have {count} links.': 'Anda memiliki {count} tautan.',
    'a script': 'skrip',
    'Your plan ends on {day}': 'Paket Anda berakhir pada {day}',
  });

  it("say a template in the reader's language with its values filled in", () => {
    expect(texts.say('en', 'You have {count} links.', { count: 3 })).toBe('You have 3 links.');
    expect(texts.say('id', 'You have {count} links.', { count: 3 })).toBe('Anda memiliki 3 tautan.');
    // A value is the caller's, in the reader's words already (a date written for them).
    expect(texts.say('id', 'Your plan ends on {day}', { day: '4 Mei 2026' })).toBe(
      'Paket Anda berakhir pada 4 Mei 2026',
    );
  });

  it("fall back to the platform's and the shared catalogues, then to the English", () => {
    expect(texts.say('id', 'Sign in to continue.')).toBe('Masuk untuk melanjutkan.');
    expect(texts.say('id', 'Enter a name.')).toBe('Masukkan nama.');
    expect(texts.say('id', 'Not in any catalogue {x}.', { x: 1 })).toBe('Not in any catalogue 1.');
  });

  it('translate written English by its pattern, and leave an unknown text as it is', () => {
    expect(texts.translated('You have 1,000 links.', 'id')).toBe('Anda memiliki 1.000 tautan.');
    expect(texts.translated('Something else.', 'id')).toBeUndefined();
    expect(texts.local('Something else.', 'id')).toBe('Something else.');
    expect(texts.sentences('Sign in to continue. Something else.', 'id')).toBe(
      'Masuk untuk melanjutkan. Something else.',
    );
  });

  it("list items in the reader's words", () => {
    expect(listOf(['a'], 'en')).toBe('a');
    expect(listOf(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(listOf(['a', 'b'], 'id')).toBe('a dan b');
  });
});

describe('error codes', () => {
  it('have their own sentence, with Indonesian', () => {
    expect(Object.keys(errorCodeMessages).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      expect(errorCodeMessages[code].trim()).toBeTruthy();
      expect(platformTexts.translated(errorCodeMessages[code], 'id')).toBeDefined();
    }
  });

  it('are told apart in Indonesian (no English left in it)', () => {
    for (const code of errorCodes)
      expect(platformTexts.local(errorCodeMessages[code], 'id')).not.toBe(errorCodeMessages[code]);
  });
});
