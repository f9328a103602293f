import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, GatewayInput, GatewaySettings } from '../../../../shared/billing';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { makeAdminOrder, makeGatewaySettings, makeReportedTransfer } from '../../../test/make-admin-billing';
import { pageRoutes, renderRoute } from '../../../test/render-route';
import { Component as AdminPaymentGatewayPage } from './payment-gateway';

const routes = pageRoutes('/admin/payment-gateway', AdminPaymentGatewayPage);

/** A key as the Midtrans dashboard gives one: what the page must never show once it is saved. */
const newServerKey = 'SB-Mid-server-Zq81vLp0Xx4TtRk2';

interface Server {
  gateway: GatewaySettings;
  /** Pages of orders, in order: the first answers without `before`, the next to the first's cursor. */
  pages: AdminOrder[][];
}

/** Stored settings answered back with new masks, as the server does: a typed key never comes back. */
function stored(server: Server, input: GatewayInput): GatewaySettings {
  const { server_key, client_key, ...midtrans } = input.midtrans;
  return {
    midtrans: {
      ...server.gateway.midtrans,
      ...midtrans,
      server_key_mask: server_key
        ? `${server_key.slice(0, 14)}…${server_key.slice(-3)}`
        : server.gateway.midtrans.server_key_mask,
      client_key_mask: client_key
        ? `${client_key.slice(0, 14)}…${client_key.slice(-3)}`
        : server.gateway.midtrans.client_key_mask,
    },
    bank_transfer: input.bank_transfer,
    updated_at: '2026-11-24T12:00:00.000Z',
  };
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  const cursorOf = (index: number) => server.pages[index]?.at(-1)?.id ?? null;
  const perOrder: Record<string, Handler> = {};
  for (const order of server.pages.flat()) {
    const settle = (patch: Partial<AdminOrder>) => {
      server.pages = server.pages.map((page) =>
        page.map((item) => (item.id === order.id ? { ...item, ...patch } : item)),
      );
      const { buyer: _buyer, ...plain } = { ...order, ...patch };
      // The answer is the order; the list keeps the buyer it knows.
      return { status: 200, body: plain };
    };
    perOrder[`POST /api/admin/orders/${order.id}/approve`] = () =>
      settle({ state: 'paid', paid_at: '2026-11-24T12:00:00.000Z', invoice_number: 'INV-1' });
    perOrder[`POST /api/admin/orders/${order.id}/reject`] = ({ body }) =>
      settle({ state: 'failed', reason: (body as { reason: string }).reason });
  }
  return renderRoute(routes, '/admin/payment-gateway', {
    me: makeMe({ is_admin: true }),
    api: {
      'GET /api/admin/payment-gateway': () => ({ status: 200, body: server.gateway }),
      'PUT /api/admin/payment-gateway': ({ body }) => {
        server.gateway = stored(server, body as GatewayInput);
        return { status: 200, body: server.gateway };
      },
      'GET /api/admin/orders': ({ url }) => {
        const before = url.searchParams.get('before');
        const index = before ? server.pages.findIndex((_, at) => cursorOf(at) === before) + 1 : 0;
        const items = server.pages[index] ?? [];
        const last = index >= server.pages.length - 1;
        return { status: 200, body: { items, next_cursor: last ? null : cursorOf(index) } };
      },
      ...perOrder,
      ...more,
    },
  });
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('/admin/payment-gateway: Midtrans', () => {
  it('shows the stored keys only as masks, never prefilled, and leaves empty key inputs out of Save', async () => {
    const server = { gateway: makeGatewaySettings(), pages: [] };
    const { api } = openPage(server);
    const user = userEvent.setup();
    const midtrans = await section('Midtrans');

    const serverKey = midtrans.getByLabelText('New server key');
    expect(serverKey).toHaveAttribute('type', 'password');
    expect(serverKey).toHaveValue('');
    expect(serverKey).toHaveAccessibleDescription('Stored: SB-Mid-server-…Xk2. Leave empty to keep it.');
    const clientKey = midtrans.getByLabelText('New client key');
    expect(clientKey).toHaveAttribute('type', 'password');
    expect(clientKey).toHaveValue('');
    expect(clientKey).toHaveAccessibleDescription('Stored: SB-Mid-client-…9aQ. Leave empty to keep it.');
    expect(midtrans.getByRole('switch', { name: 'Accept payments through Midtrans' })).toBeChecked();
    expect(midtrans.getByRole('radio', { name: 'Sandbox' })).toBeChecked();
    expect(midtrans.getByLabelText('Notification URL')).toHaveValue(
      'https://links.example.com/api/payments/midtrans/notification',
    );
    expect(midtrans.getByRole('button', { name: 'Copy notification URL' })).toBeInTheDocument();

    await user.click(midtrans.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/payment-gateway')).toEqual([
      {
        midtrans: { enabled: true, environment: 'production' },
        bank_transfer: {
          enabled: true,
          accounts: [{ bank: 'BCA', account_number: '1234567890', account_name: 'PT Ringkas' }],
        },
      },
    ]);
  });

  it('sends a typed key once, then empties the input and shows only its new mask', async () => {
    const server = { gateway: makeGatewaySettings(), pages: [] };
    const { api } = openPage(server);
    const user = userEvent.setup();
    const midtrans = await section('Midtrans');
    const serverKey = midtrans.getByLabelText('New server key');

    await user.type(serverKey, newServerKey);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/payment-gateway')).toEqual([
      expect.objectContaining({
        midtrans: { enabled: true, environment: 'sandbox', server_key: newServerKey },
      }),
    ]);
    expect(serverKey).toHaveValue('');
    expect(serverKey).toHaveAccessibleDescription('Stored: SB-Mid-server-…Rk2. Leave empty to keep it.');
    expect(document.body.innerHTML).not.toContain(newServerKey);
  });

  it('says when no key is stored, and tests nothing until one is typed', async () => {
    openPage({
      gateway: makeGatewaySettings({
        midtrans: {
          enabled: false,
          environment: 'sandbox',
          server_key_mask: null,
          client_key_mask: null,
          notification_url: 'https://links.example.com/api/payments/midtrans/notification',
        },
      }),
      pages: [],
    });
    const midtrans = await section('Midtrans');
    expect(midtrans.getByLabelText('Server key')).toHaveAccessibleDescription('No key is stored.');
    expect(midtrans.getByLabelText('Client key')).toHaveAccessibleDescription('No key is stored.');
    expect(midtrans.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await userEvent.setup().type(midtrans.getByLabelText('Server key'), newServerKey);
    expect(midtrans.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it('tests the stored key, or the typed one, and shows Midtrans’s answer', async () => {
    const { api } = openPage(
      { gateway: makeGatewaySettings(), pages: [] },
      {
        'POST /api/admin/payment-gateway/test': ({ body }) =>
          (body as { server_key?: string }).server_key
            ? refusal(502, 'upstream_unavailable', 'Midtrans refused the server key (401 Unauthorized).')
            : { status: 200, body: { ok: true, environment: 'sandbox' } },
      },
    );
    const user = userEvent.setup();
    const midtrans = await section('Midtrans');

    expect(midtrans.getByText('Tests the stored server key.')).toBeInTheDocument();
    await user.click(midtrans.getByRole('button', { name: 'Test connection' }));
    expect(await midtrans.findByRole('status')).toHaveTextContent(
      'Midtrans accepted the server key (Sandbox).',
    );

    await user.type(midtrans.getByLabelText('New server key'), newServerKey);
    expect(midtrans.getByText('Tests the server key typed above.')).toBeInTheDocument();
    await user.click(midtrans.getByRole('button', { name: 'Test connection' }));
    expect(await midtrans.findByRole('alert')).toHaveTextContent(
      'Midtrans refused the server key (401 Unauthorized).',
    );
    expect(api.bodiesOf('POST /api/admin/payment-gateway/test')).toEqual([{}, { server_key: newServerKey }]);
  });

  it('shows a key the server refuses under its input', async () => {
    openPage(
      { gateway: makeGatewaySettings(), pages: [] },
      {
        'PUT /api/admin/payment-gateway': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          'midtrans.client_key': 'This is a server key, not a client key.',
        }),
      },
    );
    const user = userEvent.setup();
    const midtrans = await section('Midtrans');
    const clientKey = midtrans.getByLabelText('New client key');
    await user.type(clientKey, newServerKey);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(clientKey).toHaveAccessibleDescription(/This is a server key, not a client key\./),
    );
    expect(clientKey).toHaveAttribute('aria-invalid', 'true');
    expect(clientKey).toHaveFocus();
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });
});

describe('/admin/payment-gateway: bank transfer', () => {
  it('adds and removes accounts, and sends them all', async () => {
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [] });
    const user = userEvent.setup();
    const bank = await section('Manual bank transfer');
    expect(bank.getByRole('group', { name: 'Account 1' })).toBeInTheDocument();

    await user.click(bank.getByRole('button', { name: 'Add account' }));
    const second = within(bank.getByRole('group', { name: 'Account 2' }));
    expect(second.getByLabelText('Bank')).toHaveFocus();
    await user.keyboard('Mandiri');
    await user.type(second.getByLabelText('Account number'), '137-00-1234567');
    await user.type(second.getByLabelText('Account holder'), 'PT Ringkas Digital');

    await user.click(bank.getByRole('button', { name: 'Remove account 1' }));
    expect(bank.queryByRole('group', { name: 'Account 2' })).not.toBeInTheDocument();
    // The row that took its place has focus.
    expect(within(bank.getByRole('group', { name: 'Account 1' })).getByLabelText('Bank')).toHaveFocus();

    await user.click(bank.getByRole('switch', { name: 'Accept manual bank transfers' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/payment-gateway')).toEqual([
      {
        midtrans: { enabled: true, environment: 'sandbox' },
        bank_transfer: {
          enabled: false,
          accounts: [
            { bank: 'Mandiri', account_number: '137-00-1234567', account_name: 'PT Ringkas Digital' },
          ],
        },
      },
    ]);
  });

  it('refuses an account by the shared rules before sending', async () => {
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [] });
    const user = userEvent.setup();
    const bank = await section('Manual bank transfer');
    await user.click(bank.getByRole('button', { name: 'Add account' }));
    const second = within(bank.getByRole('group', { name: 'Account 2' }));
    await user.type(second.getByLabelText('Bank'), 'BRI');
    await user.type(second.getByLabelText('Account number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const number = second.getByLabelText('Account number');
    expect(number).toHaveAccessibleDescription('Enter the account number: digits, spaces or dashes.');
    expect(number).toHaveFocus();
    expect(second.getByLabelText('Account holder')).toHaveAccessibleDescription(
      "Enter the account holder's name.",
    );
    expect(api.bodiesOf('PUT /api/admin/payment-gateway')).toEqual([]);
  });

  it('offers no eleventh account', async () => {
    const accounts = Array.from({ length: 9 }, (_, index) => ({
      bank: `Bank ${index + 1}`,
      account_number: `100200300${index}`,
      account_name: 'PT Ringkas',
    }));
    openPage({ gateway: makeGatewaySettings({ bank_transfer: { enabled: true, accounts } }), pages: [] });
    const user = userEvent.setup();
    const bank = await section('Manual bank transfer');
    const add = bank.getByRole('button', { name: 'Add account' });
    await user.click(add);
    expect(bank.getByRole('group', { name: 'Account 10' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(bank.getByText('That is the most you can list (10).')).toBeInTheDocument();
  });
});

describe('/admin/payment-gateway: orders', () => {
  it('lists every order with its buyer, plan, amount, method and state', async () => {
    const paid = makeAdminOrder();
    const orphan = makeAdminOrder({ buyer: null, plan: 'vip', amount: 750_000, state: 'refunded' });
    const rejected = makeAdminOrder({
      method: 'bank_transfer',
      state: 'failed',
      reason: 'No transfer of this amount arrived.',
    });
    openPage({ gateway: makeGatewaySettings(), pages: [[paid, orphan, rejected]] });
    const orders = await section('Orders');

    const table = within(await orders.findByRole('table', { name: 'Orders' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Order id',
      'Buyer',
      'Plan',
      'Amount',
      'Method',
      'State',
    ]);
    const row = (order: AdminOrder) => {
      const tr = table.getByRole('rowheader', { name: order.order_id }).closest('tr');
      if (!tr) throw new Error('no row');
      return within(tr);
    };
    expect(row(paid).getByText(paid.buyer?.email ?? '')).toBeInTheDocument();
    expect(row(paid).getByText('Rp350,000')).toBeInTheDocument();
    expect(row(paid).getByText('Midtrans')).toBeInTheDocument();
    expect(row(paid).getByText('Paid')).toBeInTheDocument();
    expect(row(orphan).getByText('Deleted account')).toBeInTheDocument();
    // The plan as people read it, not its key.
    expect(row(paid).getByText('Medium')).toBeInTheDocument();
    expect(row(orphan).getByText('VIP')).toBeInTheDocument();
    expect(table.queryByText('medium')).not.toBeInTheDocument();
    expect(row(orphan).getByText('Rp750,000')).toBeInTheDocument();
    expect(row(orphan).getByText('Refunded')).toBeInTheDocument();
    expect(row(rejected).getByText('Bank transfer')).toBeInTheDocument();
    expect(row(rejected).getByText('No transfer of this amount arrived.')).toBeInTheDocument();
    expect(orders.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('filters by state, method and a search, and says when nothing matches', async () => {
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [[makeAdminOrder()]] });
    const user = userEvent.setup();
    const orders = await section('Orders');
    await orders.findByRole('table');

    api.set({ 'GET /api/admin/orders': { status: 200, body: { items: [], next_cursor: null } } });
    await user.selectOptions(orders.getByLabelText('State'), 'Pending');
    await user.selectOptions(orders.getByLabelText('Method'), 'Bank transfer');
    await user.type(orders.getByLabelText('Search'), 'siti@');

    expect(await orders.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.queriesOf('GET /api/admin/orders').at(-1)?.toString()).toBe(
        'state=pending&method=bank_transfer&q=siti%40',
      ),
    );
    const queries = api.queriesOf('GET /api/admin/orders').map((query) => query.toString());
    expect(queries[0]).toBe('');
    expect(queries).toContain('state=pending');
    // Typing settles before the list is asked: no query per keystroke.
    expect(queries.filter((query) => query.includes('q='))).toEqual([
      'state=pending&method=bank_transfer&q=siti%40',
    ]);
  });

  it('loads more with the cursor until there is no more', async () => {
    const first = [makeAdminOrder(), makeAdminOrder()];
    const second = [makeAdminOrder({ order_id: 'RKS-OLDEST' })];
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [first, second] });
    const user = userEvent.setup();
    const orders = await section('Orders');
    await orders.findByRole('table');
    expect(orders.queryByRole('rowheader', { name: 'RKS-OLDEST' })).not.toBeInTheDocument();

    await user.click(orders.getByRole('button', { name: 'Load more' }));

    expect(await orders.findByRole('rowheader', { name: 'RKS-OLDEST' })).toBeInTheDocument();
    expect(orders.getAllByRole('rowheader')).toHaveLength(3);
    expect(orders.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.queriesOf('GET /api/admin/orders').map((query) => query.get('before'))).toEqual([
      null,
      first[1]?.id,
    ]);
  });

  it('approves a reported transfer after asking', async () => {
    const transfer = makeReportedTransfer();
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [[transfer]] });
    const user = userEvent.setup();
    const orders = await section('Orders');

    const details = within(await orders.findByRole('region', { name: `Transfer for ${transfer.order_id}` }));
    expect(details.getByText('Mandiri')).toBeInTheDocument();
    expect(details.getByText('Siti Rahma')).toBeInTheDocument();
    expect(details.getByText('TRF 8812')).toBeInTheDocument();
    expect(orders.getByText('Transfer reported: awaiting your approval.')).toBeInTheDocument();

    await user.click(details.getByRole('button', { name: `Approve ${transfer.order_id}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Approve ${transfer.order_id}?` }));
    expect(dialog.getByText(/Only once Rp350,000 is in your account/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await orders.findByRole('status')).toHaveTextContent(
      `Order ${transfer.order_id} approved: it is paid and the buyer's plan has started.`,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      orders.queryByRole('region', { name: `Transfer for ${transfer.order_id}` }),
    ).not.toBeInTheDocument();
    const row = within(
      orders.getByRole('rowheader', { name: transfer.order_id }).closest('tr') as HTMLElement,
    );
    expect(row.getByText('Paid')).toBeInTheDocument();
    // The buyer the list knew is kept, though the answer is the plain order.
    expect(row.getByText(transfer.buyer?.email ?? '')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Orders' })).toHaveFocus());
    expect(api.bodiesOf(`POST /api/admin/orders/${transfer.id}/approve`)).toHaveLength(1);
  });

  it('shows a deleted buyer’s transfer without the name they typed', async () => {
    const transfer = makeReportedTransfer({
      buyer: null,
      transfer: {
        bank: 'Mandiri',
        account_name: null,
        reference: 'TRF 8812',
        transferred_at: '2026-11-24T10:30:00.000+07:00',
      },
    });
    openPage({ gateway: makeGatewaySettings(), pages: [[transfer]] });
    const orders = await section('Orders');

    const details = within(await orders.findByRole('region', { name: `Transfer for ${transfer.order_id}` }));
    expect(details.getByText('Mandiri')).toBeInTheDocument();
    expect(details.getByText('Removed with the deleted account')).toBeInTheDocument();
    expect(details.getByText('TRF 8812')).toBeInTheDocument();
  });

  it('rejects a reported transfer only with a reason', async () => {
    const transfer = makeReportedTransfer();
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [[transfer]] });
    const user = userEvent.setup();
    const orders = await section('Orders');

    await user.click(await orders.findByRole('button', { name: `Reject ${transfer.order_id}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Reject the transfer for ${transfer.order_id}` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reject transfer' }));
    const reason = dialog.getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription(/Say why the transfer is rejected\./);
    expect(reason).toHaveFocus();
    expect(api.bodiesOf(`POST /api/admin/orders/${transfer.id}/reject`)).toEqual([]);

    await user.type(reason, 'No transfer of Rp350.000 arrived from Mandiri.');
    await user.click(dialog.getByRole('button', { name: 'Reject transfer' }));

    expect(await orders.findByRole('status')).toHaveTextContent(
      `Order ${transfer.order_id} rejected. The buyer is told why.`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(
      orders.getByRole('rowheader', { name: transfer.order_id }).closest('tr') as HTMLElement,
    );
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByText('No transfer of Rp350.000 arrived from Mandiri.')).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/admin/orders/${transfer.id}/reject`)).toEqual([
      { reason: 'No transfer of Rp350.000 arrived from Mandiri.' },
    ]);
  });

  it('shows the server’s reason when an approval is refused', async () => {
    const transfer = makeReportedTransfer();
    openPage(
      { gateway: makeGatewaySettings(), pages: [[transfer]] },
      {
        [`POST /api/admin/orders/${transfer.id}/approve`]: refusal(
          409,
          'conflict',
          'This order has expired; ask the buyer to order again.',
        ),
      },
    );
    const user = userEvent.setup();
    const orders = await section('Orders');
    await user.click(await orders.findByRole('button', { name: `Approve ${transfer.order_id}` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This order has expired; ask the buyer to order again.',
    );
  });

  it('says when there are no orders yet, and when they could not be loaded', async () => {
    const { api } = openPage({ gateway: makeGatewaySettings(), pages: [] });
    const orders = await section('Orders');
    expect(await orders.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();

    api.set({ 'GET /api/admin/orders': refusal(503, 'service_unavailable', 'Database away.') });
    await userEvent.setup().selectOptions(orders.getByLabelText('State'), 'Paid');
    expect(await orders.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    expect(orders.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
