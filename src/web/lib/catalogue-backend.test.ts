import { createInstance, type ResourceKey } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { catalogueBackend } from './catalogue-backend';

// Each language's catalogue downloaded only when shown, and a page never showing a key in place of
// its text: the language changes once its catalogue is in.

const english = { common: { logIn: 'Log in' } };
const indonesian = { common: { logIn: 'Masuk' } };

function instanceOver(imports: { en: () => Promise<ResourceKey>; id: () => Promise<ResourceKey> }) {
  const instance = createInstance().use(catalogueBackend(imports));
  const ready = instance.init({
    lng: 'id',
    fallbackLng: false,
    supportedLngs: ['en', 'id'],
    initAsync: false,
  });
  return { instance, ready };
}

describe('catalogueBackend', () => {
  it('downloads the first language only, and is ready once it is in', async () => {
    const en = vi.fn(() => Promise.resolve(english));
    const id = deferred<ResourceKey>();
    const { instance, ready } = instanceOver({ en, id: () => id.promise });
    expect(instance.language).toBe('id');

    id.resolve(indonesian);
    await ready;
    expect(instance.t('common.logIn')).toBe('Masuk');
    expect(en).not.toHaveBeenCalled();
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('switches once the other catalogue has arrived, showing the first language until then', async () => {
    const en = deferred<ResourceKey>();
    const { instance, ready } = instanceOver({ en: () => en.promise, id: () => Promise.resolve(indonesian) });
    await ready;
    const changed = vi.fn();
    instance.on('languageChanged', changed);

    const switched = instance.changeLanguage('en');
    await Promise.resolve();
    expect(instance.language).toBe('id');
    expect(instance.t('common.logIn')).toBe('Masuk');
    expect(changed).not.toHaveBeenCalled();

    en.resolve(english);
    await switched;
    expect(instance.language).toBe('en');
    expect(instance.t('common.logIn')).toBe('Log in');
    expect(changed).toHaveBeenCalledWith('en');
  });

  it('tries a failed download again', async () => {
    const en = vi
      .fn<() => Promise<ResourceKey>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(english);
    const { instance, ready } = instanceOver({ en, id: () => Promise.resolve(indonesian) });
    await ready;

    await instance.changeLanguage('en');
    expect(en).toHaveBeenCalledTimes(2);
    expect(instance.t('common.logIn')).toBe('Log in');
  });
});
