import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Props = Partial<Omit<ConfirmDialogProps, 'open' | 'onClose'>>;

/** A row with Remove, which goes with the row once the removal went through. */
function Row(props: Props) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <h2 tabIndex={-1}>Domains</h2>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Remove shop.example
        </button>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove shop.example?"
        description="Its history goes with it."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => undefined}
        errorText={(error) => (error instanceof Error ? error.message : null)}
        onDone={() => {
          setGone(true);
          setOpen(false);
        }}
        {...props}
      />
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('asks with a title, what happens and a destructive confirm; Cancel gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Row onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove shop.example' });
    await user.click(opener);

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove shop.example?' });
    expect(dialog).toHaveAccessibleDescription('Its history goes with it.');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveClass('bg-destructive');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('waits for the action with both buttons off and Escape held, then hands focus on', async () => {
    const user = userEvent.setup();
    const removal = deferred<void>();
    render(
      <Row
        onConfirm={() => removal.promise}
        focusAfterDone={() => screen.getByRole('heading', { name: 'Domains' }).focus()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove shop.example' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(within(dialog).getByRole('button', { name: 'Removing…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    removal.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The opener went with the row: the caller's target, not the page's start.
    expect(screen.getByRole('heading', { name: 'Domains' })).toHaveFocus();
  });

  it('shows a failure inside and stays open; the next opening starts without it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('The server could not be reached.'));
    render(<Row onConfirm={onConfirm} tone="default" />);
    const opener = screen.getByRole('button', { name: 'Remove shop.example' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).not.toHaveClass('bg-destructive');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(within(await screen.findByRole('alertdialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays open without a word when the action says so', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<Row onConfirm={() => Promise.resolve(false)} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Remove shop.example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled());
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirms with Enter in its own field, only once the answer is given', async () => {
    function TypeToConfirm() {
      const [typed, setTyped] = useState('');
      return (
        <Row
          onConfirm={onConfirm}
          confirmDisabled={typed !== 'shop.example'}
          cancelLabel="Keep it"
          description={
            <>
              <p>Everything it holds goes.</p>
              <p>This cannot be undone.</p>
            </>
          }
        >
          <label>
            Type the domain
            <input value={typed} onChange={(event) => setTyped(event.target.value)} />
          </label>
        </Row>
      );
    }
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<TypeToConfirm />);
    await user.click(screen.getByRole('button', { name: 'Remove shop.example' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Everything it holds goes. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeEnabled();
    const field = within(dialog).getByRole('textbox', { name: 'Type the domain' });
    await user.type(field, 'shop{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.type(field, '.example{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
