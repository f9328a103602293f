import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text of every element of a role inside `container`, in order: a list's items, a menu's options. */
export function roleTexts(container: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/** A table's column headings as read. */
export function columnTexts(table: HTMLElement): (string | null)[] {
  return roleTexts(table, 'columnheader');
}

/** A table's body rows as read: each row's heading, then its cells. */
export function rowTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, ...roleTexts(row, 'cell')]);
}
