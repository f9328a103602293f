import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/billing';
import { makeMe, makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeBankOrder, makeOrder, makeReceipt, paid } from '../../test/make-billing';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as PaymentsPage } from './payments';
import { storeWorkspaceId } from '../../lib/workspace';
import { makeTeamWorkspace } from '../../test/make-workspace';

const routes = pageRoutes('/payments', PaymentsPage);

/** What the fake server holds: the account's orders, newest first. */
interface Server {
  orders: Order[];
}

function openPage(server: Server, path = '/payments', more: Record<string, Handler | Reply> = {}) {
  const byId: Record<string, Handler> = {};
  for (const order of server.orders) {
    byId[`GET /api/orders/${order.id}`] = () => {
      const found = server.orders.find((item) => item.id === order.id);
      return found ? { status: 200, body: found } : refusal(404, 'not_found', 'No such order.');
    };
  }
  return renderRoute(routes, path, {
    me: makeMe(),
    api: {
      'GET /api/orders': () => ({ status: 200, body: { items: server.orders } }),
      ...byId,
      ...more,
    },
  });
}

function replace(server: Server, order: Order) {
  server.orders = server.orders.map((item) => (item.id === order.id ? order : item));
  return order;
}

async function panelOf(order: Order) {
  return screen.findByRole('region', { name: `Order ${order.order_id}` });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/payments: the history', () => {
  it('lists each order with its date, plan, amount, method, status and reference', async () => {
    const online = paid(makeOrder({ plan: 'vip', amount: 750_000 }));
    const transfer = makeBankOrder({ plan: 'medium', amount: 350_000 });
    const failed = makeOrder({ plan: 'vip_max', amount: 1_500_000, state: 'failed' });
    openPage({ orders: [online, transfer, failed] });

    const list = await screen.findByRole('list', { name: 'Orders, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const first = within(list).getByRole('listitem', { name: `VIP ${online.order_id}` });
    expect(within(first).getByText('Rp750,000')).toBeInTheDocument();
    expect(within(first).getByText('Pay online (Midtrans)')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText(online.order_id, { selector: 'dd' })).toBeInTheDocument();
    expect(within(first).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      online.created_at,
    );

    const second = within(list).getByRole('listitem', { name: `Medium ${transfer.order_id}` });
    expect(within(second).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Rp350,000')).toBeInTheDocument();

    const third = within(list).getByRole('listitem', { name: `VIP Max ${failed.order_id}` });
    expect(within(third).getByText('Failed')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: `Details of order ${failed.order_id}` })).toHaveAttribute(
      'href',
      `/payments?order=${failed.id}`,
    );
  });

  it('says when there are no payments yet, with the way to the plans', async () => {
    openPage({ orders: [] });

    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says when the payments cannot be loaded, and tries again', async () => {
    const { api } = openPage({ orders: [] }, '/payments', {
      'GET /api/orders': refusal(500, 'internal_error', 'boom'),
    });

    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    api.set({ 'GET /api/orders': { status: 200, body: { items: [] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it('opens an order from the list and closes it again', async () => {
    const order = makeOrder({ state: 'expired' });
    const { router } = openPage({ orders: [order] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: `Details of order ${order.order_id}` }));
    const panel = await panelOf(order);
    expect(within(panel).getByText('This order expired before it was paid.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing');

    await user.click(within(panel).getByRole('button', { name: 'Close the order' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `Order ${order.order_id}` })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('says an order that is not there was not found', async () => {
    openPage({ orders: [] }, '/payments?order=missing', {
      'GET /api/orders/missing': refusal(404, 'not_found', 'No such order.'),
    });

    expect(await screen.findByText(/This order was not found/)).toBeInTheDocument();
  });
});

describe('/payments: an online payment', () => {
  it('waits for the payment, asking every 2 s, until it is paid; then the account is read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ plan: 'vip' });
    const server = { orders: [order] };
    let meAsked = 0;
    let me = makeMe();
    openPage(server, `/payments?order=${order.id}`, {
      'GET /api/me': () => {
        meAsked += 1;
        return { status: 200, body: me };
      },
    });

    const panel = await panelOf(order);
    expect(within(panel).getByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed…');
    const asked = () =>
      (vi.mocked(fetch).mock.calls as [RequestInfo | URL][]).filter(
        ([input]) => String(input) === `/api/orders/${order.id}`,
      ).length;
    const first = asked();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked()).toBeGreaterThanOrEqual(first + 2);
    expect(within(panel).getByText('Pending')).toBeInTheDocument();

    // Midtrans's notification arrives: the order is paid and the account's plan runs to a new date.
    replace(server, paid(order));
    me = makePaidMe({ subscription_plan: 'vip', subscription_expires: '2026-12-24T09:05:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(await within(panel).findByText(/^Paid: your plan is active until .*2026\.$/)).toBeInTheDocument();
    expect(within(panel).getByText('Paid')).toBeInTheDocument();
    expect(meAsked).toBeGreaterThan(0);

    // Paid: no more asking.
    const after = asked();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(after);
  });

  it('stops asking after 2 minutes, and asks again on Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder();
    openPage({ orders: [order] }, `/payments?order=${order.id}`);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const asked = () =>
      (vi.mocked(fetch).mock.calls as [RequestInfo | URL][]).filter(
        ([input]) => String(input) === `/api/orders/${order.id}`,
      ).length;

    const panel = await panelOf(order);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(await within(panel).findByText(/The payment is not confirmed yet/)).toBeInTheDocument();
    const stopped = asked();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(stopped);

    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed…');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(asked()).toBeGreaterThanOrEqual(stopped + 2);
  });

  it('continues the payment on a fresh Snap page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const order = makeOrder();
    const resumed = {
      ...order,
      snap_token: 'fresh',
      redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/fresh',
    };
    const { api } = openPage({ orders: [order] }, `/payments?order=${order.id}`, {
      [`POST /api/orders/${order.id}/resume`]: { status: 200, body: resumed },
    });

    const panel = await panelOf(order);
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(resumed.redirect_url));
    expect(api.calls.filter((call) => call.path === `/api/orders/${order.id}/resume`)).toHaveLength(1);
  });

  it('cancels a pending order after asking', async () => {
    const order = makeOrder();
    const server = { orders: [order] };
    const { api } = openPage(server, `/payments?order=${order.id}`, {
      [`POST /api/orders/${order.id}/cancel`]: () => ({
        status: 200,
        body: replace(server, { ...order, state: 'cancelled', snap_token: null, redirect_url: null }),
      }),
    });
    const user = userEvent.setup();

    const panel = await panelOf(order);
    await user.click(within(panel).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Cancel order ${order.order_id}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }),
    );

    expect(await within(panel).findByText('This order was cancelled.')).toBeInTheDocument();
    expect(within(panel).getByText('Cancelled')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Continue payment' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Orders, newest first' });
    await waitFor(() => expect(within(list).getByText('Cancelled')).toBeInTheDocument());
  });

  it('shows why a cancel was refused, in the server’s words', async () => {
    const order = makeOrder();
    openPage({ orders: [order] }, `/payments?order=${order.id}`, {
      [`POST /api/orders/${order.id}/cancel`]: refusal(409, 'conflict', 'This order is already paid.'),
    });
    const user = userEvent.setup();

    await user.click(within(await panelOf(order)).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await within(confirm).findByText('This order is already paid.')).toBeInTheDocument();
  });
});

describe('/payments: a bank transfer', () => {
  it('shows where to pay, exactly what, and the reference to write', async () => {
    const order = makeBankOrder({ plan: 'medium', amount: 350_000 });
    openPage({ orders: [order] }, `/payments?order=${order.id}`);

    const instructions = await screen.findByRole('region', { name: 'How to pay by bank transfer' });
    expect(within(instructions).getByText('Rp350,000')).toBeInTheDocument();
    expect(within(instructions).getByRole('button', { name: 'Copy the amount' })).toBeInTheDocument();
    const accounts = within(instructions).getByRole('list', { name: 'Bank accounts to pay to' });
    const bca = within(accounts).getAllByRole('listitem')[0]!;
    expect(bca).toHaveTextContent('BCA');
    expect(bca).toHaveTextContent('123-456-7890');
    expect(bca).toHaveTextContent('Account holder: PT Ringkas Indonesia');
    expect(within(bca).getByRole('button', { name: 'Copy the account number of BCA' })).toBeInTheDocument();
    expect(
      within(accounts).getByRole('button', { name: 'Copy the account number of Mandiri' }),
    ).toBeInTheDocument();
    expect(within(instructions).getByText(order.order_id)).toBeInTheDocument();
    expect(
      within(instructions).getByRole('button', { name: 'Copy the order reference' }),
    ).toBeInTheDocument();
  });

  it('copies the account number without its spaces and dashes', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const order = makeBankOrder();
    openPage({ orders: [order] }, `/payments?order=${order.id}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Copy the account number of BCA' }));
    expect(writeText).toHaveBeenCalledWith('1234567890');
  });

  it('sends the transfer details, field refusals shown under their fields, then waits for approval', async () => {
    const order = makeBankOrder();
    const server = { orders: [order] };
    let refuse = true;
    const { api } = openPage(server, `/payments?order=${order.id}`, {
      [`POST /api/orders/${order.id}/transfer`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          return refusal(400, 'validation_failed', 'Invalid', {
            transferred_at: 'The transfer cannot be in the future.',
          });
        }
        return {
          status: 200,
          body: replace(server, { ...order, transfer: body as Order['transfer'] }),
        };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Your transfer' });

    // Nothing filled in: the shared rules name each missing field, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Send transfer details' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Bank you paid from')).toHaveAccessibleDescription(
        'Enter the bank you paid from.',
      ),
    );
    expect(within(form).getByLabelText('Bank you paid from')).toHaveFocus();
    expect(within(form).getByLabelText('Name on that account')).toHaveAccessibleDescription(
      'Enter the name on the account you paid from.',
    );
    expect(within(form).getByLabelText('When you made the transfer')).toHaveAccessibleDescription(
      'Enter when you made the transfer.',
    );
    expect(api.bodiesOf(`POST /api/orders/${order.id}/transfer`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Bank you paid from'), 'BRI');
    await user.type(within(form).getByLabelText('Name on that account'), 'Ayu Lestari');
    await user.type(within(form).getByLabelText(/Transfer reference/), 'FT123');
    const when = within(form).getByLabelText('When you made the transfer');
    await user.clear(when);
    await user.type(when, '2026-11-24T14:30');
    await user.click(within(form).getByRole('button', { name: 'Send transfer details' }));

    // The server's refusal, under its field.
    await waitFor(() =>
      expect(within(form).getByLabelText('When you made the transfer')).toHaveAccessibleDescription(
        'The transfer cannot be in the future.',
      ),
    );
    const [sent] = api.bodiesOf(`POST /api/orders/${order.id}/transfer`) as { transferred_at: string }[];
    expect(sent).toMatchObject({ bank: 'BRI', account_name: 'Ayu Lestari', reference: 'FT123' });
    const at = sent?.transferred_at ?? '';
    expect(at).toMatch(/^2026-11-24T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(at).getTime()).toBe(new Date('2026-11-24T14:30').getTime());

    await user.click(within(form).getByRole('button', { name: 'Send transfer details' }));
    const panel = await panelOf(order);
    expect(
      await within(panel).findByText(/An admin checks the transfer and approves the order/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Your transfer' })).not.toBeInTheDocument();
    expect(within(panel).getByText('BRI')).toBeInTheDocument();
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
  });
});

describe('/payments: a paid order', () => {
  it('shows the receipt, which prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const order = paid(makeOrder({ plan: 'vip', amount: 750_000 }));
    const receipt = makeReceipt({ order_id: order.order_id, invoice_number: 'INV-2026-000042' });
    openPage({ orders: [order] }, `/payments?order=${order.id}`, {
      [`GET /api/orders/${order.id}/receipt`]: { status: 200, body: receipt },
    });
    const user = userEvent.setup();

    const panel = await panelOf(order);
    expect(within(panel).getByText(/^Paid on .*2026\.$/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'View receipt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(await within(dialog).findByText('INV-2026-000042')).toBeInTheDocument();
    for (const text of [order.order_id, 'Ayu Lestari', 'ayu@example.com', 'VIP', '30 days', 'Rp750,000']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Ringkas').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Pay online (Midtrans)')).toBeInTheDocument();

    const printButton = within(dialog).getByRole('button', { name: 'Print' });
    expect(printButton.closest('[data-slot="dialog-footer"]')).toHaveClass('print:hidden');
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says why a failed payment failed', async () => {
    const order = makeOrder({ state: 'failed', reason: 'The card was declined.' });
    openPage({ orders: [order] }, `/payments?order=${order.id}`);

    const panel = await panelOf(order);
    expect(within(panel).getByText('The payment failed.')).toBeInTheDocument();
    expect(within(panel).getByText('Reason: The card was declined.')).toBeInTheDocument();
  });
});

describe('/payments in a team workspace', () => {
  it("tells a member that the workspace's payments are its owners', without asking for them", async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const { api } = openPage({ orders: [makeOrder()] }, '/payments', {
      'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'member' }) },
    });

    expect(await screen.findByRole('heading', { name: 'Payments are for the owners' })).toBeInTheDocument();
    expect(screen.getByText(/Only this workspace's owners see and make its payments\./)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/orders')).toEqual([]);
  });
});
