import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandDefaults } from '../../shared/brand-defaults';
import { defaultPlans } from '../../shared/plans';
import idBase from '../locales/id.json';
import { currentLanguage, rememberLanguage, storedLanguage } from '../lib/language';
import { stubApi } from '../test/fake-api';
import { landingCatalogue } from './catalogue-en';
import { landingCatalogueId } from './catalogue-id';
import { createLandingI18n, loadLandingI18n } from './i18n';
import { LandingApp } from './landing-app';
import { roleTexts } from '../test/texts';

// The landing page speaks the visitor's language before anyone signs in: the remembered choice,
// else the browser's, with its own switcher in the header.

function openLanding() {
  stubApi({});
  const i18n = createLandingI18n({
    en: { translation: landingCatalogue },
    id: { translation: landingCatalogueId },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <LandingApp written={{ brand: brandDefaults, plans: defaultPlans, payments: true }} />
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(() => {
  localStorage.clear();
  document.title = '';
  document.documentElement.removeAttribute('style');
});

describe('the landing page’s language', () => {
  it('is Indonesian for a browser that prefers it, <html lang> included', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en-US']);
    const i18n = openLanding();
    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(currentLanguage()).toBe('id');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: idBase.common.logIn })).toHaveAttribute('href', '/login');
    expect(header.getByRole('combobox', { name: i18n.t('common.language') })).toHaveValue('id');
  });

  it('shows the plans in Indonesian: their names, what the limits give and their own lines', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    openLanding();
    const plans = within(screen.getByRole('list', { name: 'Paket' }));
    const free = within(plans.getByRole('article', { name: 'Gratis' }));
    const lines = free.getByRole('list', { name: 'Yang termasuk dalam Gratis' });
    expect(roleTexts(lines, 'listitem')).toEqual([
      '1 tautan pendek',
      '1 pemeriksaan domain',
      '1 anggota',
      'Analitik klik',
      'Peringatan di aplikasi dan Telegram',
      'Kunci API dan impor CSV',
    ]);
    const medium = within(plans.getByRole('article', { name: 'Medium' }));
    expect(medium.getByText('Alias kustom')).toBeInTheDocument();
    expect(medium.queryByText('Click analytics')).not.toBeInTheDocument();
  });

  it('is English for any other browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(openLanding().language).toBe('en');
  });

  it('keeps a visitor’s earlier choice over the browser’s languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    rememberLanguage('id');
    expect(openLanding().language).toBe('id');
  });

  it('switches from its header and remembers it for the app', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const i18n = openLanding();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'id');

    expect(i18n.language).toBe('id');
    expect(storedLanguage()).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: idBase.common.logIn }),
    ).toBeInTheDocument();
  });
});

describe('the landing page’s catalogues, as its entry loads them', () => {
  it('has only the visitor’s language before the first render, and the other once switched to', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    stubApi({});
    const i18n = await loadLandingI18n();
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <LandingApp written={{ brand: brandDefaults, plans: defaultPlans, payments: true }} />
      </I18nextProvider>,
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: idBase.common.logIn })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(header.getByRole('combobox', { name: idBase.common.language }), 'en');
    expect(await header.findByRole('link', { name: landingCatalogue.common.logIn })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});
