import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { extendSubscriptionSchema } from '../../../shared/admin-users';
import { replyFeedbackSchema } from '../../../shared/feedback';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { deferred } from '../../test/deferred';
import { Input } from '../ui/input';
import { FormControl } from './form-control';
import { FormDialog, FormDialogContent } from './form-dialog';
import { useFormSubmit, useZodForm } from './use-zod-form';

// The form layer over a shared contract: the contract judges the form in the browser, the server's
// field errors land on the same fields, and the first refused field takes focus.

type Reply = { message: string };

function ReplyForm({ send, onSent }: { send: (body: Reply) => Promise<unknown>; onSent: () => void }) {
  const form = useZodForm<Reply, typeof replyFeedbackSchema>(replyFeedbackSchema, {
    defaultValues: { message: '' },
  });
  const submit = useFormSubmit(form, send, {
    describe: () => 'The reply could not be sent.',
    onDone: onSent,
  });
  return (
    <FormDialogContent
      title="Reply to Ana"
      description="Ana gets it as a notification."
      closeLabel="Close"
      submitLabel="Send reply"
      pendingLabel="Sending…"
      submit={submit}
      focusAfterDone={() => screen.getByRole('heading', { name: 'Feedback' }).focus()}
    >
      <FormControl form={form} name="message" label="Your reply" hint="At most 2,000 characters.">
        {(control) => <Input {...control} />}
      </FormControl>
    </FormDialogContent>
  );
}

function Page({ send }: { send: (body: Reply) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h2 tabIndex={-1}>Feedback</h2>
      <button type="button" onClick={() => setOpen(true)}>
        Reply
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)}>
        <ReplyForm send={send} onSent={() => setOpen(false)} />
      </FormDialog>
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Reply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply to Ana' });
  return { user, dialog, field: within(dialog).getByRole('textbox', { name: 'Your reply' }) };
}

describe('a form over a shared contract', () => {
  it("refuses by the contract's rule under the field, focuses it, and sends nothing", async () => {
    const send = vi.fn();
    render(<Page send={send} />);
    const { user, dialog, field } = await openDialog();
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('At most 2,000 characters. Write a reply.'),
    );
    expect(field).toBeInvalid();
    await waitFor(() => expect(field).toHaveFocus());
    // Read with the field, not announced: focus is already there.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's field error on the same field and announces it", async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'validation_failed', 'Invalid input', { message: 'use at most 2,000 characters.' }),
      );
    render(<Page send={send} />);
    const { user, dialog, field } = await openDialog();
    await user.type(field, '  Thanks, fixed.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    // The contract's output is what is sent: trimmed.
    expect(send).toHaveBeenCalledWith({ message: 'Thanks, fixed.' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Use at most 2,000 characters.');
    expect(field).toBeInvalid();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('says a failure that names no field of the form above the buttons', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'Failed to fetch'))
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Invalid input', { category: 'Choose a category.' }),
      );
    render(<Page send={send} />);
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reply could not be sent.');
    expect(field).toBeValid();

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a category.'));
  });

  it('is off while sending, then closes with focus where the caller says', async () => {
    const sending = deferred<void>();
    render(<Page send={() => sending.promise} />);
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'Thanks');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    sending.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Feedback' })).toHaveFocus();
  });

  it("reads the contract's refusal in the reader's language, and a typed number as a number", async () => {
    function Days({ onDays }: { onDays: (days: number) => void }) {
      const form = useZodForm<{ days: string }, typeof extendSubscriptionSchema>(extendSubscriptionSchema, {
        defaultValues: { days: '30' },
        toInput: ({ days }) => ({ days: /^-?\d+(\.\d+)?$/.test(days.trim()) ? Number(days) : Number.NaN }),
      });
      const submit = useFormSubmit(form, async ({ days }) => onDays(days), { describe: () => 'Failed.' });
      return (
        <form onSubmit={submit.onSubmit} noValidate>
          <FormControl form={form} name="days" label="Days">
            {(control) => <Input {...control} />}
          </FormControl>
          <button type="submit">Extend</button>
        </form>
      );
    }
    const onDays = vi.fn();
    const user = userEvent.setup();
    await i18n.changeLanguage('id');
    try {
      render(<Days onDays={onDays} />);
      const field = screen.getByRole('textbox', { name: 'Days' });
      await user.clear(field);
      await user.type(field, '1.5');
      await user.click(screen.getByRole('button', { name: 'Extend' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('Masukkan jumlah hari dalam bilangan bulat.'),
      );
      await user.clear(field);
      await user.type(field, '45');
      await user.click(screen.getByRole('button', { name: 'Extend' }));
      await waitFor(() => expect(onDays).toHaveBeenCalledWith(45));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
