import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { chooseTheme, storedTheme } from '../lib/theme-choice';
import { ThemeSelect } from './theme-select';
import { roleTexts } from '../test/texts';

afterEach(async () => {
  chooseTheme('system');
  localStorage.clear();
  await i18n.changeLanguage('en');
});

function renderSelect() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeSelect />
    </I18nextProvider>,
  );
}

describe('ThemeSelect', () => {
  it('is a labelled select of light, dark and the system, showing the one in force', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    expect(roleTexts(select, 'option')).toEqual(['Light', 'Dark', 'System']);
  });

  it('switches the page at once and remembers the choice in this browser', async () => {
    renderSelect();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');

    expect(document.documentElement).toHaveClass('dark');
    expect(storedTheme()).toBe('dark');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');

    // A choice made elsewhere (the user menu, another tab's account) shows here too.
    chooseTheme('light');
    expect(await screen.findByDisplayValue('Light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('reads in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Tema' });
    expect(roleTexts(select, 'option')).toEqual(['Terang', 'Gelap', 'Sistem']);
  });
});
