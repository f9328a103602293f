import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageInForce } from './language';
import { followLanguageWhenIdle, loadSharedMessages, sharedMessage } from './shared-messages';

// The shared schemas' reasons: as written in English, in Indonesian through the shared catalogue,
// which is downloaded after the app's first page (test/setup.ts has it in already).

afterEach(() => {
  languageInForce('en');
});

describe('sharedMessage', () => {
  it('keeps a reason as written in English, and reads it in Indonesian', async () => {
    await loadSharedMessages();
    expect(sharedMessage('This field is required.', 'en')).toBe('This field is required.');
    expect(sharedMessage('This field is required.', 'id')).toBe('Kolom ini wajib diisi.');
  });
});

describe('followLanguageWhenIdle', () => {
  it('waits for the browser to be idle before it looks at the language', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    followLanguageWhenIdle();
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 2_000 });
  });
});
