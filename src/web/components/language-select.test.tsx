import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { storedLanguage } from '../lib/language';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

function renderSelect(onChosen?: (language: string) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LanguageSelect onChosen={onChosen} />
    </I18nextProvider>,
  );
}

describe('LanguageSelect', () => {
  it('is a labelled select listing each language in its own name, showing the current code', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Bahasa Indonesia', 'id'],
    ]);
  });

  it('switches the page and remembers the choice in this browser', async () => {
    const chosen = vi.fn();
    renderSelect(chosen);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Bahasa Indonesia');

    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(storedLanguage()).toBe('id');
    expect(chosen).toHaveBeenCalledWith('id');
    // Its own label now reads in Indonesian too.
    expect(screen.getByRole('combobox', { name: i18n.t('common.language') })).toHaveValue('id');
  });
});
