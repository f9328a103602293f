import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';
import { CopyBlock, SecretOnce } from './secret-once';

const secret = 'rk_live_4f8a1c2e9b7d6a5f3e1c0b9a8d7e6f5a';

function Made({ display }: { display?: 'field' | 'block' }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel="Close">
        <SecretOnce
          title="Your API key “CI”"
          description="Use it as a Bearer token."
          warning="It is shown only this once: copy it now."
          label="Your new API key"
          copyLabel="Copy the key"
          value={secret}
          display={display}
          doneLabel="Done"
          onDone={() => setOpen(false)}
        >
          <CopyBlock
            label="Command"
            copyLabel="Copy the command"
            value={`curl -H 'Authorization: Bearer ${secret}'`}
          >
            <p>Run it where the probe lives.</p>
          </CopyBlock>
        </SecretOnce>
      </DialogContent>
    </Dialog>
  );
}

describe('SecretOnce', () => {
  it('reads out its title, warns before the value, and copies it', async () => {
    const user = userEvent.setup();
    render(<Made />);
    const dialog = screen.getByRole('dialog', { name: 'Your API key “CI”' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Your API key “CI”' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('It is shown only this once: copy it now.');
    const field = within(dialog).getByRole('textbox', { name: 'Your new API key' });
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(dialog).getByRole('button', { name: 'Copy the command' }));
    expect(await navigator.clipboard.readText()).toBe(`curl -H 'Authorization: Bearer ${secret}'`);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing keeps the value once the dialog is gone.
    expect(document.body.innerHTML).not.toContain(secret);
  });

  it('shows a value as a named block of text to copy', async () => {
    const user = userEvent.setup();
    render(<Made display="block" />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'Your new API key' })).toHaveTextContent(secret);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Command' })).toHaveTextContent(
      'Run it where the probe lives.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
  });
});
