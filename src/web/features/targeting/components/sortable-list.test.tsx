import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortableList } from './sortable-list';

// The one custom widget of its kind: an ordered list reordered from the keyboard alone, with
// Alt+Arrow anywhere in an item or its move buttons, each move announced.

function Rules() {
  const [items, setItems] = useState(['Indonesia', 'Malaysia', 'Singapore']);
  return (
    <SortableList
      items={items}
      keyOf={(item) => item}
      labelOf={(index) => `Rule ${index + 1}`}
      label="Rules"
      onChange={setItems}
    >
      {(item) => <input aria-label={`Destination of ${item}`} defaultValue={`https://${item}.example`} />}
    </SortableList>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Rules' }))
    .getAllByRole('textbox')
    .map((field) => field.getAttribute('aria-label'));

describe('SortableList from the keyboard', () => {
  it('moves the item holding focus with Alt+Arrow, announces it and keeps focus on it', async () => {
    const user = userEvent.setup();
    render(<Rules />);
    const field = screen.getByRole('textbox', { name: 'Destination of Indonesia' });
    field.focus();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual([
      'Destination of Malaysia',
      'Destination of Indonesia',
      'Destination of Singapore',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Rule 1 moved to position 2 of 3.');
    expect(field).toHaveFocus();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    // Already last: another press moves nothing.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual([
      'Destination of Malaysia',
      'Destination of Singapore',
      'Destination of Indonesia',
    ]);
    expect(field).toHaveFocus();

    // Arrows without Alt are the field's own (the caret), not a move.
    await user.keyboard('{ArrowUp}');
    expect(order().at(-1)).toBe('Destination of Indonesia');
  });

  it('reaches the move buttons with Tab and moves with Enter; the first has no way up', async () => {
    const user = userEvent.setup();
    render(<Rules />);
    const first = within(screen.getAllByRole('listitem')[0]!);
    expect(first.getByRole('button', { name: 'Move Rule 1 up' })).toBeDisabled();

    await user.tab();
    expect(first.getByRole('button', { name: 'Move Rule 1 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([
      'Destination of Malaysia',
      'Destination of Indonesia',
      'Destination of Singapore',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Rule 1 moved to position 2 of 3.');

    const second = within(screen.getAllByRole('listitem')[1]!);
    await user.click(second.getByRole('button', { name: 'Move Rule 2 up' }));
    expect(order()[0]).toBe('Destination of Indonesia');
  });
});
