import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from './alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

// Most dialogs here are opened by state from a row's button, not by a Radix trigger, which alone
// Radix returns focus to: DialogContent and AlertDialogContent give it back to the opener.

function Row({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button">Before</button>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Edit row
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Edit the row</DialogTitle>
          <DialogDescription>Change it.</DialogDescription>
          <input aria-label="Name" />
          <button
            type="button"
            onClick={() => {
              setGone(true);
              setOpen(false);
            }}
          >
            Delete row
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('dialogs opened by state', () => {
  it('keep Tab inside and give focus back to the button that opened them', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.tab();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Edit row' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the row' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('focus the main area when the opener went away with what the dialog deleted', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    await user.click(await screen.findByRole('button', { name: 'Delete row' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("leave focus where the dialog's own handler put it", async () => {
    const user = userEvent.setup();
    render(
      <Row
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole('button', { name: 'Before' }).focus();
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('include confirmations', async () => {
    function Confirm() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Remove
          </button>
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogContent aria-describedby={undefined}>
              <AlertDialogTitle>Remove it?</AlertDialogTitle>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
            </AlertDialogContent>
          </AlertDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Confirm />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
