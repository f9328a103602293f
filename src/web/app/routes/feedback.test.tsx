import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeedbackItem, SendFeedback } from '../../../shared/feedback';
import { deferred } from '../../test/deferred';
import { makeMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as FeedbackPage } from './feedback';
import { roleTexts } from '../../test/texts';

const routes = pageRoutes('/feedback', FeedbackPage);

function item(body: SendFeedback): FeedbackItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    category: body.category,
    message: body.message,
    rating: body.rating ?? null,
    page: body.page ?? null,
    state: 'open',
    user: { id: 'user-1', email: 'ayu@example.com', name: 'Ayu Lestari' },
    reply: null,
    replied_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
  };
}

const accepted: Handler = ({ body }) => ({ status: 201, body: item(body as SendFeedback) });

function openPage(send: Handler | Reply = accepted, path = '/feedback') {
  const rendered = renderRoute(routes, path, { me: makeMe(), api: { 'POST /api/feedback': send } });
  return { ...rendered, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: 'Send feedback' });
const category = () => screen.getByRole('combobox', { name: 'Category' });
const message = () => screen.getByRole('textbox', { name: 'Message' });
const submit = () => screen.getByRole('button', { name: 'Send feedback' });

describe('/feedback', () => {
  it('shows the form with the category, message and rating as a radio group', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(roleTexts(category(), 'option')).toEqual([
      'Choose a category…',
      'Bug',
      'Idea',
      'Billing',
      'Other',
    ]);
    const rating = screen.getByRole('group', { name: 'How do you like the service so far? (optional)' });
    const names = within(rating)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent);
    expect(names).toEqual(['No rating', '1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(within(rating).getByRole('radio', { name: 'No rating' })).toBeChecked();
    expect(form()).toBeInTheDocument();
  });

  it('names the missing category and a short message under their fields, and sends nothing', async () => {
    const { user, api } = openPage();
    await user.type(message(), '  too short ');
    await user.click(submit());

    expect(category()).toHaveAccessibleDescription('Choose a category.');
    expect(category()).toHaveAttribute('aria-invalid', 'true');
    expect(category()).toHaveFocus();
    expect(message()).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters.'));
    expect(api.bodiesOf('POST /api/feedback')).toEqual([]);
  });

  it('names a message over 5,000 characters', async () => {
    const { user, api } = openPage();
    await user.selectOptions(category(), 'Idea');
    await user.click(message());
    await user.paste('x'.repeat(5001));
    await user.click(submit());

    expect(message()).toHaveAccessibleDescription(expect.stringContaining('Use at most 5,000 characters.'));
    expect(message()).toHaveFocus();
    expect(api.bodiesOf('POST /api/feedback')).toEqual([]);
  });

  it('sends category, message, rating and the page it came from, then confirms and clears the form', async () => {
    const pending = deferred<void>();
    const held: Handler = async (request) => {
      await pending.promise;
      return accepted(request);
    };
    const { user, api } = openPage(held, '/feedback?from=/analytics%3Frange%3D7d');
    expect(await screen.findByText('Sent with the page you came from: /analytics')).toBeInTheDocument();

    await user.selectOptions(category(), 'Bug');
    await user.type(message(), '  The chart is empty on Mondays.  ');
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your feedback was sent. If the team replies, you will find it in your notifications.',
    );
    expect(api.bodiesOf('POST /api/feedback')).toEqual([
      { category: 'bug', message: 'The chart is empty on Mondays.', rating: 4, page: '/analytics' },
    ]);
    expect(category()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
  });

  it('sends no page without ?from=, and no rating unless one is chosen', async () => {
    const { user, api } = openPage();
    await user.selectOptions(category(), 'Other');
    await user.type(message(), 'Just saying hello to the team.');
    await user.click(screen.getByRole('radio', { name: '2 of 5' }));
    await user.click(screen.getByRole('radio', { name: 'No rating' }));
    await user.click(submit());

    await screen.findByText(/Your feedback was sent/);
    expect(screen.queryByText(/Sent with the page/)).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/feedback')).toEqual([
      { category: 'other', message: 'Just saying hello to the team.', rating: null, page: null },
    ]);
  });

  it('shows the server’s reasons under each field it names', async () => {
    const { user } = openPage(
      refusal(400, 'validation_failed', 'Some fields are invalid.', {
        category: 'Choose a category.',
        message: 'Write at least 10 characters.',
        rating: 'Choose a rating from 1 to 5.',
      }),
    );
    await user.selectOptions(category(), 'Billing');
    await user.type(message(), 'Charged twice this month.');
    await user.click(submit());

    await waitFor(() => expect(category()).toHaveAccessibleDescription('Choose a category.'));
    expect(message()).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters.'));
    expect(screen.getByRole('group', { name: /How do you like/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a rating from 1 to 5.'),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Choose a category.',
      'Write at least 10 characters.',
      'Choose a rating from 1 to 5.',
    ]);
    // Nothing was lost.
    expect(message()).toHaveValue('Charged twice this month.');
  });

  it('says how long to wait past the hourly limit, keeping what was typed', async () => {
    const { user } = openPage(
      refusal(429, 'rate_limited', 'You can send at most 10 feedback messages an hour. Try again in 12 min.'),
    );
    await user.selectOptions(category(), 'Idea');
    await user.type(message(), 'A dark theme, please.');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can send at most 10 feedback messages an hour. Try again in 12 min.',
    );
    expect(message()).toHaveValue('A dark theme, please.');
  });

  it('says when the server cannot be reached', async () => {
    const { user } = openPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.selectOptions(category(), 'Bug');
    await user.type(message(), 'Something broke on the dashboard.');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/Unable to reach the server/);
  });
});
