import { createInstance, type ResourceKey } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { catalogueBackend, partedCatalogues } from './catalogue-backend';

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

describe('partedCatalogues', () => {
  const englishFirst = { common: { logIn: 'Log in' } };
  const englishWhole = { common: { logIn: 'Log in' }, links: { qr: { title: 'QR code' } } };
  const indonesianWhole = { common: { logIn: 'Masuk' }, links: { qr: { title: 'Kode QR' } } };
  // Indonesian is only ever switched to in these tests: its first part is never asked for.
  const indonesianParts = {
    first: () => Promise.reject(new Error('not asked')),
    whole: () => Promise.resolve(indonesianWhole),
  };

  function partedInstance(parts: Parameters<typeof partedCatalogues>[0]) {
    const instance = createInstance();
    const catalogues = partedCatalogues(parts, (language, catalogue) =>
      instance.addResourceBundle(language, 'translation', catalogue, true, true),
    );
    const ready = instance.use(catalogues.backend).init({
      lng: 'en',
      fallbackLng: false,
      supportedLngs: ['en', 'id'],
      initAsync: false,
    });
    return { instance, catalogues, ready };
  }

  it('starts on the first part alone, and adds the rest when asked, once', async () => {
    const enWhole = vi.fn(() => Promise.resolve(englishWhole));
    const { instance, catalogues, ready } = partedInstance({
      en: { first: () => Promise.resolve(englishFirst), whole: enWhole },
      id: indonesianParts,
    });
    await ready;
    expect(instance.t('common.logIn')).toBe('Log in');
    expect(instance.exists('links.qr.title')).toBe(false);
    expect(enWhole).not.toHaveBeenCalled();

    await Promise.all([catalogues.whole('en'), catalogues.whole('en')]);
    expect(instance.t('links.qr.title')).toBe('QR code');
    expect(enWhole).toHaveBeenCalledTimes(1);
    // The first part as imported is left as it was: the rest went into a copy of it.
    expect(englishFirst).toEqual({ common: { logIn: 'Log in' } });
  });

  it('switches to a whole catalogue, which needs nothing more', async () => {
    const idWhole = vi.fn(() => Promise.resolve(indonesianWhole));
    const { instance, catalogues, ready } = partedInstance({
      en: { first: () => Promise.resolve(englishFirst), whole: () => Promise.resolve(englishWhole) },
      id: { first: () => Promise.reject(new Error('not asked')), whole: idWhole },
    });
    await ready;

    await instance.changeLanguage('id');
    expect(instance.t('links.qr.title')).toBe('Kode QR');
    await catalogues.whole('id');
    expect(idWhole).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed download of the rest, and tries again on the next call', async () => {
    const enWhole = vi
      .fn<() => Promise<ResourceKey>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(englishWhole);
    const { instance, catalogues, ready } = partedInstance({
      en: { first: () => Promise.resolve(englishFirst), whole: enWhole },
      id: indonesianParts,
    });
    await ready;

    await expect(catalogues.whole('en')).rejects.toThrow('Failed to fetch');
    expect(instance.exists('links.qr.title')).toBe(false);
    await catalogues.whole('en');
    expect(instance.t('links.qr.title')).toBe('QR code');
  });
});
