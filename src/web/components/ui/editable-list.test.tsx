import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditableList, EditableListMoves, EditableListRemove } from './editable-list';

interface Row {
  id: string;
  name: string;
}

let made = 0;
const newRow = (): Row => ({ id: `row-${(made += 1)}`, name: '' });

function Names({ start, max = 3, error }: { start: Row[]; max?: number; error?: string }) {
  const [rows, setRows] = useState(start);
  return (
    <EditableList
      items={rows}
      keyOf={(row) => row.id}
      onChange={setRows}
      create={newRow}
      max={max}
      addLabel="Add name"
      fullText={`At most ${max}.`}
      emptyText="No names yet."
      listLabel="Names"
      error={error}
      announceError
    >
      {(row, place) => (
        <div>
          <input
            ref={place.focusRef()}
            aria-label={`Name ${place.number}`}
            value={row.name}
            onChange={(event) => place.update({ name: event.target.value })}
          />
          <EditableListMoves
            row={place}
            upLabel={`Move name ${place.number} up`}
            downLabel={`Move name ${place.number} down`}
          />
          <EditableListRemove row={place} label={`Remove name ${place.number}`} text="Remove" />
        </div>
      )}
    </EditableList>
  );
}

const values = () =>
  within(screen.getByRole('list', { name: 'Names' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

const threeNames = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Budi' },
  { id: 'c', name: 'Citra' },
];

describe('EditableList', () => {
  it('adds a row and puts focus in it; Add is off at the most, saying why', async () => {
    const user = userEvent.setup();
    render(<Names start={[]} max={2} />);
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveFocus();
    await user.keyboard('Ana');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(screen.getByRole('textbox', { name: 'Name 2' })).toHaveFocus();
    expect(values()).toEqual(['Ana', '']);
    expect(screen.getByRole('button', { name: 'Add name' })).toBeDisabled();
    expect(screen.getByText('At most 2.')).toBeInTheDocument();
  });

  it('after a removal focuses the next row, else the previous one, else Add', async () => {
    const user = userEvent.setup();
    render(<Names start={threeNames} />);
    await user.click(screen.getByRole('button', { name: 'Remove name 2' }));
    expect(values()).toEqual(['Ana', 'Citra']);
    expect(screen.getByRole('textbox', { name: 'Name 2' })).toHaveValue('Citra');
    expect(screen.getByRole('textbox', { name: 'Name 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove name 2' }));
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove name 1' }));
    expect(screen.getByRole('button', { name: 'Add name' })).toHaveFocus();
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
  });

  it('moves a row with focus on its button, the other one at an end', async () => {
    const user = userEvent.setup();
    render(<Names start={threeNames} />);
    expect(screen.getByRole('button', { name: 'Move name 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move name 3 up' }));
    expect(values()).toEqual(['Ana', 'Citra', 'Budi']);
    expect(screen.getByRole('button', { name: 'Move name 2 up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Citra', 'Ana', 'Budi']);
    // At the top Move up is off: focus takes Move down of the same row.
    expect(screen.getByRole('button', { name: 'Move name 1 down' })).toHaveFocus();
  });

  it("announces the list's own problem", () => {
    render(<Names start={[{ id: 'a', name: 'Ana' }]} error="Each name once." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Each name once.');
  });
});
