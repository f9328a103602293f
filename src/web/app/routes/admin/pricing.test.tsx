import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPlan, PlanInput } from '../../../../shared/billing';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { makeAdminPlan } from '../../../test/make-admin-billing';
import { pageRoutes, renderRoute } from '../../../test/render-route';
import { Component as AdminPricingPage } from './pricing';

const routes = pageRoutes('/admin/pricing', AdminPricingPage);

/** A fake of the plans API over a list it keeps: what the page shows after each change is the server's. */
function openPage(plans: AdminPlan[], more: Record<string, Handler | Reply> = {}) {
  const server = { plans };
  const find = (id: number) => server.plans.find((item) => item.id === id);
  const change = (id: number, patch: Partial<AdminPlan>) => {
    server.plans = server.plans.map((item) => (item.id === id ? { ...item, ...patch } : item));
    return { status: 200, body: find(id) };
  };
  // PUT, DELETE and restore name the plan in the path: one route each for the plans there are.
  const perPlan: Record<string, Handler> = {};
  for (const { id } of plans) {
    perPlan[`PUT /api/admin/plans/${id}`] = ({ body }) => change(id, body as PlanInput);
    perPlan[`POST /api/admin/plans/${id}/restore`] = () => change(id, { archived: false });
    perPlan[`DELETE /api/admin/plans/${id}`] = () => {
      if ((find(id)?.subscribers ?? 0) > 0) {
        change(id, { archived: true });
        return { status: 200, body: { outcome: 'archived' } };
      }
      server.plans = server.plans.filter((item) => item.id !== id);
      return { status: 200, body: { outcome: 'deleted' } };
    };
  }
  const rendered = renderRoute(routes, '/admin/pricing', {
    me: makeMe({ is_admin: true }),
    api: {
      'GET /api/admin/plans': () => ({ status: 200, body: { items: server.plans } }),
      'POST /api/admin/plans': ({ body }) => {
        const plan: AdminPlan = { id: 99, archived: false, subscribers: 0, ...(body as PlanInput) };
        server.plans = [...server.plans, plan];
        return { status: 201, body: plan };
      },
      ...perPlan,
      ...more,
    },
  });
  return { ...rendered, server };
}

const medium = () => makeAdminPlan('medium', { subscribers: 3 });
const vip = () => makeAdminPlan('vip');
const archived = () =>
  makeAdminPlan('promo_2025', { id: 7, archived: true, subscribers: 2, isPopular: false, price: 99_000 });

async function card(name: string) {
  const list = await screen.findByRole('list', { name: 'Plans' });
  return within(list).getByRole('article', { name });
}

async function openEditor(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
  return { user, dialog: within(dialog) };
}

/** Every input of the form as the API takes it, for a plan as seeded. */
function inputOf(plan: AdminPlan): PlanInput {
  const { id: _id, archived: _archived, subscribers: _subscribers, ...input } = plan;
  return input;
}

describe('/admin/pricing: the list', () => {
  it('shows every plan with its price, limits and subscribers; an archived one is marked and restorable', async () => {
    openPage([medium(), vip(), archived()]);

    const mediumCard = within(await card('Medium'));
    expect(mediumCard.getByText('Rp350,000')).toBeInTheDocument();
    expect(mediumCard.getByText('Rp500,000')).toBeInTheDocument();
    expect(mediumCard.getByText('30% off')).toBeInTheDocument();
    expect(mediumCard.getByText(/3 subscribers/)).toBeInTheDocument();
    expect(mediumCard.getByText('Every 10 minutes')).toBeInTheDocument();
    const allows = mediumCard.getByRole('list', { name: 'What the plan allows' });
    expect(allows).toHaveTextContent('Custom aliases: included');
    expect(allows).toHaveTextContent('Device targeting: not included');
    // Named by its display name, the key shown as what it is.
    expect(mediumCard.getByText('Key:')).toHaveTextContent('Key: medium');
    expect(mediumCard.getByRole('list', { name: 'Extra lines on /pricing' })).toHaveTextContent(
      'Click analytics',
    );
    expect(mediumCard.queryByText('Archived')).not.toBeInTheDocument();
    expect(mediumCard.getByRole('button', { name: 'Delete Medium' })).toBeInTheDocument();
    expect(mediumCard.queryByRole('button', { name: 'Restore Medium' })).not.toBeInTheDocument();

    expect(within(await card('VIP')).getByText('Popular')).toBeInTheDocument();

    const archivedCard = within(await card('Promo 2025'));
    expect(archivedCard.getByText('Archived')).toBeInTheDocument();
    expect(archivedCard.getByText(/2 subscribers/)).toBeInTheDocument();
    expect(archivedCard.getByText('Hidden from /pricing; kept for the accounts on it.')).toBeInTheDocument();
    expect(archivedCard.getByRole('button', { name: 'Restore Promo 2025' })).toBeInTheDocument();
    // Still in use: deleting would only archive it again.
    expect(archivedCard.queryByRole('button', { name: 'Delete Promo 2025' })).not.toBeInTheDocument();
  });

  it('shows unlimited limits as Unlimited', async () => {
    openPage([makeAdminPlan('vip_max')]);
    const vipMax = within(await card('VIP Max'));
    expect(vipMax.getAllByText('Unlimited')).toHaveLength(5);
    expect(vipMax.getByText('Every 1 minute')).toBeInTheDocument();
  });

  it('says when there are no plans, and offers the first', async () => {
    openPage([]);
    expect(await screen.findByRole('heading', { name: 'No plans yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New plan' })).toBeInTheDocument();
  });

  it('says why the plans could not be loaded, with Try again', async () => {
    const { api } = openPage([], {
      'GET /api/admin/plans': refusal(503, 'service_unavailable', 'Database away.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    api.set({ 'GET /api/admin/plans': { status: 200, body: { items: [medium()] } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Medium')).toBeInTheDocument();
  });
});

describe('/admin/pricing: create', () => {
  it('refuses by the shared rules first, then shows the server’s field error, then creates', async () => {
    const { api } = openPage([medium()], {
      'POST /api/admin/plans': refusal(409, 'conflict', 'Some fields are invalid.', {
        name: 'A plan named gold already exists.',
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New plan' }));

    await user.type(dialog.getByLabelText('Key'), 'gold');
    await user.type(dialog.getByLabelText('Display name in English'), 'Gold Plus');
    await user.type(dialog.getByLabelText('Display name in Indonesian'), 'Emas Plus');
    const price = dialog.getByLabelText('Price');
    await user.type(price, '500000');
    // The formatted value beside the input, read with it.
    expect(dialog.getByText('Rp500,000')).toBeInTheDocument();
    await waitFor(() => expect(price).toHaveAccessibleDescription(/Rp500,000/));
    await user.type(dialog.getByLabelText('List price (optional)'), '400.000');
    expect(dialog.getByText('Rp400,000')).toBeInTheDocument();
    const discount = dialog.getByLabelText('Discount');
    await user.clear(discount);
    await user.type(discount, '101');
    for (const limit of ['short links', 'domain checks', 'automatic checks', 'custom domains', 'members']) {
      await user.click(dialog.getByRole('checkbox', { name: `Unlimited ${limit}` }));
    }
    // Automatic checks need their shortest interval.
    await user.type(dialog.getByLabelText('Shortest check interval'), '5');
    await user.click(dialog.getByRole('button', { name: 'Create plan' }));

    const listPrice = dialog.getByLabelText('List price (optional)');
    await waitFor(() =>
      expect(listPrice).toHaveAccessibleDescription(/The list price cannot be below the price\./),
    );
    expect(listPrice).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(discount).toHaveAccessibleDescription(/Enter a discount from 0 to 100\./));
    // Focus goes to the first field refused.
    await waitFor(() => expect(listPrice).toHaveFocus());
    expect(api.bodiesOf('POST /api/admin/plans')).toEqual([]);

    await user.clear(listPrice);
    await user.type(listPrice, '600000');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(dialog.getByRole('button', { name: 'Create plan' }));

    const name = dialog.getByLabelText('Key');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/A plan named gold already exists\./));
    expect(name).toHaveFocus();
    expect(discount).not.toHaveAttribute('aria-invalid');

    api.set({
      'POST /api/admin/plans': ({ body }) => ({
        status: 201,
        body: { id: 99, ...(body as PlanInput) },
      }),
      'GET /api/admin/plans': {
        status: 200,
        body: {
          items: [
            medium(),
            makeAdminPlan('gold_plus', {
              id: 99,
              price: 500_000,
              original_price: 600_000,
              display_name: { en: 'Gold Plus', id: 'Emas Plus' },
            }),
          ],
        },
      },
    });
    await user.clear(name);
    await user.type(name, 'gold_plus');
    await user.click(dialog.getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('Plan Gold Plus created. It is on sale on /pricing.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await card('Gold Plus')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/plans').at(-1)).toEqual({
      name: 'gold_plus',
      display_name: { en: 'Gold Plus', id: 'Emas Plus' },
      price: 500_000,
      original_price: 600_000,
      duration: 30,
      discount: 15,
      isPopular: false,
      auto_rotator: false,
      cloaking_country: false,
      fallback_url: false,
      custom_alias: false,
      device_targeting: false,
      advanced_rules: false,
      password_links: false,
      custom_previews: false,
      webhooks: false,
      max_shortlinks: null,
      max_check_domains: null,
      max_auto_check_domains: null,
      max_custom_domains: null,
      max_members: null,
      min_cron_job: 5,
      features: [],
    });
  });

  it('asks for each limit rather than guessing unlimited', async () => {
    const { api } = openPage([medium()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New plan' }));
    await user.type(dialog.getByLabelText('Key'), 'gold');
    await user.type(dialog.getByLabelText('Display name in English'), 'Gold');
    await user.type(dialog.getByLabelText('Display name in Indonesian'), 'Emas');
    await user.type(dialog.getByLabelText('Price'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create plan' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('Short links')).toHaveAccessibleDescription(
        'Enter a number, or tick Unlimited.',
      ),
    );
    await waitFor(() => expect(dialog.getByLabelText('Short links')).toHaveFocus());
    expect(api.bodiesOf('POST /api/admin/plans')).toEqual([]);
  });
});

describe('/admin/pricing: edit', () => {
  it('opens the plan as stored and sends the whole plan with the change', async () => {
    const { api } = openPage([medium()]);
    const { user, dialog } = await openEditor('Medium');

    expect(
      dialog.getByText('3 accounts are on this plan: new limits apply to them at once.'),
    ).toBeInTheDocument();
    const price = dialog.getByLabelText('Price');
    expect(price).toHaveValue('350000');
    expect(dialog.getByText('Rp350,000')).toBeInTheDocument();
    expect(dialog.getByLabelText('Short links')).toHaveValue('5');
    expect(dialog.getByRole('switch', { name: 'Custom aliases' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Device targeting' })).not.toBeChecked();

    await user.clear(price);
    await user.type(price, '300.000');
    expect(dialog.getByText('Rp300,000')).toBeInTheDocument();
    await user.click(dialog.getByRole('switch', { name: 'Device targeting' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Plan Medium saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([
      { ...inputOf(medium()), price: 300_000, device_targeting: true },
    ]);
    expect(within(await card('Medium')).getByText('Rp300,000')).toBeInTheDocument();
  });

  it('sends null for each limit switched to Unlimited, and for an empty check interval', async () => {
    const { api } = openPage([medium()]);
    const { user, dialog } = await openEditor('Medium');

    const shortLinks = dialog.getByLabelText('Short links');
    await user.click(dialog.getByRole('checkbox', { name: 'Unlimited short links' }));
    expect(shortLinks).toBeDisabled();
    expect(shortLinks).toHaveValue('');
    await user.click(dialog.getByRole('checkbox', { name: 'Unlimited custom domains' }));
    // Ticked and unticked: the number typed before comes back, and is sent.
    await user.click(dialog.getByRole('checkbox', { name: 'Unlimited domain checks' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Unlimited domain checks' }));
    expect(dialog.getByLabelText('Domain checks')).toHaveValue('5');
    // An empty interval means no automatic checks: refused while the plan has 3 of them.
    await user.clear(dialog.getByLabelText('Shortest check interval'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Shortest check interval')).toHaveAccessibleDescription(
        /Enter the shortest interval, or set Automatic checks to 0\./,
      ),
    );
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([]);
    await user.clear(dialog.getByLabelText('Automatic checks'));
    await user.type(dialog.getByLabelText('Automatic checks'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Plan Medium saved.');
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([
      {
        ...inputOf(medium()),
        max_shortlinks: null,
        max_custom_domains: null,
        max_check_domains: 5,
        max_auto_check_domains: 0,
        min_cron_job: null,
      },
    ]);
  });

  it('edits the lines in both languages: move, remove, add, with focus kept', async () => {
    const { api } = openPage([medium()]);
    const { user, dialog } = await openEditor('Medium');
    const lines = () =>
      within(dialog.getByRole('list', { name: 'Extra lines' }))
        .getAllByRole('listitem')
        .map((item) =>
          within(item)
            .getAllByRole('textbox')
            .map((input) => (input as HTMLInputElement).value)
            .join(' / '),
        );
    expect(lines()).toEqual([
      'Click analytics / Analitik klik',
      'Alerts in the app and on Telegram / Peringatan di aplikasi dan Telegram',
      'API keys and CSV import / Kunci API dan impor CSV',
    ]);
    expect(dialog.getByRole('textbox', { name: 'Line 1 in Indonesian' })).toHaveAttribute('lang', 'id');

    await user.click(dialog.getByRole('button', { name: 'Move line 3 up' }));
    expect(lines()[1]).toBe('API keys and CSV import / Kunci API dan impor CSV');
    // Focus follows the line it moved.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(lines()[0]).toBe('API keys and CSV import / Kunci API dan impor CSV');
    // At the top, Move up is disabled: focus takes Move down.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus());

    await user.click(dialog.getByRole('button', { name: 'Remove line 2' }));
    expect(lines()).toEqual([
      'API keys and CSV import / Kunci API dan impor CSV',
      'Alerts in the app and on Telegram / Peringatan di aplikasi dan Telegram',
    ]);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Line 2 in English' })).toHaveFocus());

    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Line 3 in English' })).toHaveFocus());
    await user.keyboard('Priority support');
    await user.type(dialog.getByRole('textbox', { name: 'Line 3 in Indonesian' }), 'Dukungan prioritas');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Plan Medium saved.');
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([
      {
        ...inputOf(medium()),
        features: [
          { en: 'API keys and CSV import', id: 'Kunci API dan impor CSV' },
          { en: 'Alerts in the app and on Telegram', id: 'Peringatan di aplikasi dan Telegram' },
          { en: 'Priority support', id: 'Dukungan prioritas' },
        ],
      },
    ]);
  });

  it('shows a server refusal under the side of the line it names, focused', async () => {
    openPage([medium()], {
      'PUT /api/admin/plans/2': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        'features.2.id': 'Use at most 120 characters.',
      }),
    });
    const { user, dialog } = await openEditor('Medium');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const third = dialog.getByRole('textbox', { name: 'Line 3 in Indonesian' });
    await waitFor(() => expect(third).toHaveAccessibleDescription('Use at most 120 characters.'));
    expect(third).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Line 3 in English' })).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a line or a display name missing one language before sending, naming it', async () => {
    const { api } = openPage([medium()]);
    const { user, dialog } = await openEditor('Medium');
    await user.clear(dialog.getByLabelText('Display name in Indonesian'));
    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    await user.keyboard('Priority support');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Display name in Indonesian')).toHaveAccessibleDescription(
        'Enter the name in Indonesian.',
      ),
    );
    await waitFor(() => expect(dialog.getByLabelText('Display name in Indonesian')).toHaveFocus());
    expect(dialog.getByRole('textbox', { name: 'Line 4 in Indonesian' })).toHaveAccessibleDescription(
      'Write this line in Indonesian.',
    );
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([]);
  });

  it('edits a plan’s display name in both languages, the key kept', async () => {
    const { api } = openPage([medium()]);
    const { user, dialog } = await openEditor('Medium');
    expect(dialog.getByLabelText('Key')).toHaveValue('medium');
    const english = dialog.getByLabelText('Display name in English');
    expect(english).toHaveValue('Medium');
    await user.clear(english);
    await user.type(english, 'Business');
    const indonesian = dialog.getByLabelText('Display name in Indonesian');
    await user.clear(indonesian);
    await user.type(indonesian, 'Bisnis');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Plan Business saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/plans/2')).toEqual([
      { ...inputOf(medium()), display_name: { en: 'Business', id: 'Bisnis' } },
    ]);
    expect(await card('Business')).toBeInTheDocument();
  });
});

describe('/admin/pricing: delete and restore', () => {
  it('deletes a plan nobody is on, after asking', async () => {
    const { api } = openPage([medium(), vip()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete VIP' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete VIP?' }));
    expect(dialog.getByText('No account is on this plan: it is deleted for good.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete VIP' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete plan' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Plan VIP deleted.');
    expect(screen.queryByRole('article', { name: 'VIP' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plans' })).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/plans/3',
    ]);
  });

  it('says when a plan in use was archived instead', async () => {
    openPage([medium(), vip()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Medium' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Medium?' }));
    expect(dialog.getByText(/3 accounts are on this plan, so it is archived instead/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Archive plan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Plan Medium is in use, so it was archived instead: hidden from /pricing, kept for its subscribers.',
    );
    const mediumCard = within(await card('Medium'));
    await waitFor(() => expect(mediumCard.getByText('Archived')).toBeInTheDocument());
    expect(mediumCard.getByRole('button', { name: 'Restore Medium' })).toBeInTheDocument();
  });

  it('shows the server’s reason when a delete is refused', async () => {
    openPage([vip()], {
      'DELETE /api/admin/plans/3': refusal(409, 'conflict', 'The free plan cannot be deleted.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete VIP' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete plan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The free plan cannot be deleted.');
  });

  it('restores an archived plan', async () => {
    const { api } = openPage([medium(), archived()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore Promo 2025' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Plan Promo 2025 restored: it is on sale on /pricing again.',
    );
    const restored = within(await card('Promo 2025'));
    await waitFor(() => expect(restored.queryByText('Archived')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/admin/plans/7/restore')).toHaveLength(1);
  });
});
