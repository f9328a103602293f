import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/account';
import { brandDefaults } from '../../../shared/brand-defaults';
import { defaultPlans } from '../../../shared/plans';
import { i18n } from '../../lib/i18n';
import { makeMe, makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeBankOrder, makeBillingMethods, makeOrder } from '../../test/make-billing';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as PaymentsPage } from './payments';
import { Component as PricingPage } from './pricing';
import { roleTexts } from '../../test/texts';
import { storeWorkspaceId } from '../../lib/workspace';
import { makeTeamWorkspace } from '../../test/make-workspace';

const routes = [
  { path: '/pricing', Component: PricingPage },
  { path: '/payments', Component: PaymentsPage },
  { path: '*', Component: LandedAt },
];

function openPage(
  path = '/pricing',
  { me = null, more = {} }: { me?: Me | null; more?: Record<string, Handler | Reply> } = {},
) {
  return renderRoute(routes, path, {
    me,
    api: {
      'GET /api/plans': { status: 200, body: defaultPlans },
      'GET /api/billing/methods': { status: 200, body: makeBillingMethods() },
      ...more,
    },
  });
}

async function planCard(name: string, listName = 'Plans') {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getByRole('article', { name });
}

describe('/pricing: the plans', () => {
  it('shows each plan with its price in rupiah, the struck list price, the discount and the duration', async () => {
    openPage();

    const medium = await planCard('Medium');
    expect(within(medium).getByText('Rp350,000')).toBeInTheDocument();
    const listPrice = within(medium).getByText('Rp500,000');
    expect(listPrice.tagName).toBe('S');
    expect(listPrice.parentElement).toHaveTextContent('List price: Rp500,000');
    expect(within(medium).getByText('Save 30%')).toBeInTheDocument();
    expect(within(medium).getByText('for 30 days')).toBeInTheDocument();

    const vipMax = await planCard('VIP Max');
    expect(within(vipMax).getByText('Rp1,500,000')).toBeInTheDocument();
    expect(within(vipMax).getByText('Rp2,000,000').tagName).toBe('S');
  });

  it('marks the popular plan, and only that one', async () => {
    openPage();

    expect(within(await planCard('VIP')).getByText('Popular')).toBeInTheDocument();
    for (const name of ['Free', 'Medium', 'VIP Max']) {
      expect(within(await planCard(name)).queryByText('Popular')).not.toBeInTheDocument();
    }
  });

  it('lists what a plan includes once: the limits in words, what it lacks marked, then its own lines', async () => {
    openPage();

    const medium = await planCard('Medium');
    // One list: the seeded lines never repeat what the limits already say.
    expect(within(medium).getAllByRole('list')).toHaveLength(1);
    const lines = within(medium).getByRole('list', { name: 'What Medium includes' });
    const items = roleTexts(lines, 'listitem');
    expect(items).toEqual([
      '5 short links',
      '5 domain checks',
      '3 automatic checks',
      'Automatic checks as often as every 10 minutes',
      '1 custom domain',
      '3 members',
      'Included: Cloaking by country',
      'Not included: Device targeting',
      'Not included: Rules by browser, address, parameter and time',
      'Not included: Link rotator',
      'Not included: Password-protected links',
      'Not included: Custom social previews',
      'Not included: Signed webhooks',
      'Included: Custom alias',
      'Included: Fallback URL',
      'Click analytics',
      'Alerts in the app and on Telegram',
      'API keys and CSV import',
    ]);
    expect(new Set(items).size).toBe(items.length);

    const vipMax = within(await planCard('VIP Max')).getByRole('list', { name: 'What VIP Max includes' });
    expect(within(vipMax).getByText('Unlimited short links')).toBeInTheDocument();
    expect(within(vipMax).getByText('Automatic checks as often as every minute')).toBeInTheDocument();
    expect(within(vipMax).getByText('Unlimited custom domains')).toBeInTheDocument();
  });

  it('reads in Indonesian throughout: plan names and every line, the admin’s own lines too', async () => {
    await i18n.changeLanguage('id');
    try {
      const gold = {
        ...defaultPlans[2]!,
        id: 9,
        name: 'gold_plus',
        display_name: { en: 'Gold Plus', id: 'Emas Plus' },
        features: [{ en: 'Priority support', id: 'Dukungan prioritas' }],
      };
      openPage('/pricing', { more: { 'GET /api/plans': { status: 200, body: [defaultPlans[0], gold] } } });

      const card = await planCard('Emas Plus', 'Paket');
      expect(within(card).getByRole('link', { name: 'Pilih Emas Plus' })).toBeInTheDocument();
      const lines = within(card).getByRole('list', { name: 'Yang termasuk dalam Emas Plus' });
      expect(within(lines).getByText('15 tautan pendek')).toBeInTheDocument();
      expect(within(lines).getByText('Dukungan prioritas')).toBeInTheDocument();
      expect(within(lines).queryByText('Priority support')).not.toBeInTheDocument();
      expect(within(card).queryByText('gold_plus')).not.toBeInTheDocument();
      const free = await planCard('Gratis', 'Paket');
      expect(within(free).getByText('Analitik klik')).toBeInTheDocument();
      expect(within(free).queryByText('Click analytics')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers the free plan as the trial, given once, never bought', async () => {
    openPage();

    const free = await planCard('Free');
    expect(within(free).getByText('Free trial, given once')).toBeInTheDocument();
    // A trial reads as one: free for its days.
    expect(within(free).getByText('Free for 7 days')).toBeInTheDocument();
    expect(within(free).queryByText('for 7 days')).not.toBeInTheDocument();
    expect(within(free).getByText('No custom domains')).toBeInTheDocument();
    expect(within(free).queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("marks the visitor's current plan and until when it runs", async () => {
    const me = makePaidMe({ subscription_plan: 'medium', subscription_expires: '2026-12-24T09:00:00.000Z' });
    openPage('/pricing', { me });

    const medium = await planCard('Medium');
    expect(within(medium).getByText('Your plan')).toBeInTheDocument();
    expect(within(medium).getByText(/^Active until .*2026/)).toBeInTheDocument();
    expect(within(medium).getByRole('button', { name: 'Extend Medium' })).toBeInTheDocument();
    expect(within(await planCard('VIP')).queryByText('Your plan')).not.toBeInTheDocument();
    expect(within(await planCard('VIP')).getByRole('button', { name: 'Choose VIP' })).toBeInTheDocument();
  });

  it('says the plans are not shown while the brand turns them off', async () => {
    const { api } = openPage('/pricing', {
      more: { 'GET /api/brand': { status: 200, body: { ...brandDefaults, show_pricing_plans: false } } },
    });

    expect(await screen.findByRole('heading', { name: 'Plans are not shown right now' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/plans')).toBe(false);
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    const { api } = openPage('/pricing', {
      more: { 'GET /api/plans': refusal(503, 'service_unavailable', 'Down') },
    });

    expect(
      await screen.findByText('The service is briefly unavailable. Please try again in a moment.'),
    ).toBeInTheDocument();
    api.set({ 'GET /api/plans': { status: 200, body: defaultPlans } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await planCard('VIP')).toBeInTheDocument();
  });
});

describe('/pricing: choosing a plan', () => {
  it('sends a signed-out visitor to log in, and back to the checkout afterwards', async () => {
    const { router } = openPage();

    const choose = within(await planCard('VIP')).getByRole('link', { name: 'Choose VIP' });
    await userEvent.click(choose);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pricing?checkout=vip');
  });

  it('sends a signed-out visitor who chose a plan elsewhere straight on to log in, the checkout kept', async () => {
    // The landing page's Choose Medium leads here: one click, not a second one on /pricing.
    const { router } = openPage('/pricing?checkout=medium');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pricing?checkout=medium',
    );
  });

  it('leaves a signed-out visitor on /pricing when the plan named is not for sale', async () => {
    const { router } = openPage('/pricing?checkout=free');
    expect(await planCard('VIP')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('says plans cannot be bought when no way to pay is set up, and offers no checkout', async () => {
    const none = makeBillingMethods({ midtrans: false, bank_transfer: false });
    const signedOut = openPage('/pricing?checkout=vip', {
      more: { 'GET /api/billing/methods': { status: 200, body: none } },
    });
    expect(await screen.findByText('Plans cannot be bought here yet')).toBeInTheDocument();
    expect(signedOut.router.state.location.pathname).toBe('/pricing');
    expect(within(await planCard('VIP')).queryByRole('link', { name: 'Choose VIP' })).not.toBeInTheDocument();
    expect(
      within(await planCard('Free')).getByRole('link', { name: 'Create an account' }),
    ).toBeInTheDocument();
    signedOut.unmount();

    openPage('/pricing', {
      me: makePaidMe(),
      more: { 'GET /api/billing/methods': { status: 200, body: none } },
    });
    expect(await screen.findByText('Plans cannot be bought here yet')).toBeInTheDocument();
    const vip = await planCard('VIP');
    expect(within(vip).queryByRole('button', { name: 'Choose VIP' })).not.toBeInTheDocument();
    expect(
      within(await planCard('Medium')).queryByRole('button', { name: 'Extend Medium' }),
    ).not.toBeInTheDocument();
  });

  it('offers the checkout when a bank transfer is the only way to pay', async () => {
    openPage('/pricing', {
      more: { 'GET /api/billing/methods': { status: 200, body: makeBillingMethods({ midtrans: false }) } },
    });
    expect(within(await planCard('VIP')).getByRole('link', { name: 'Choose VIP' })).toBeInTheDocument();
    expect(screen.queryByText('Plans cannot be bought here yet')).not.toBeInTheDocument();
  });

  it('opens the checkout on return from login, with the plan and its amount', async () => {
    openPage('/pricing?checkout=vip', { me: makePaidMe() });

    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    expect(within(dialog).getByText('Rp750,000')).toBeInTheDocument();
    expect(within(dialog).getByText('30 days')).toBeInTheDocument();
    const methods = await within(dialog).findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: /Pay online \(Midtrans\)/ })).not.toBeChecked();
    expect(within(methods).getByRole('radio', { name: /Bank transfer/ })).not.toBeChecked();
  });

  it('says before payment that a running trial’s days are added to the plan bought', async () => {
    // makeMe: on the free trial, 7 days left.
    openPage('/pricing?checkout=vip', { me: makeMe() });
    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    expect(
      within(dialog).getByText(
        'Your free trial still has 7 days: they are added to VIP once the payment is confirmed, so you lose none of them.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a trial to an account on a paid plan', async () => {
    openPage('/pricing?checkout=vip', { me: makePaidMe() });
    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    await within(dialog).findByRole('radiogroup', { name: 'Payment method' });
    expect(within(dialog).queryByText(/free trial/)).not.toBeInTheDocument();
  });

  it('pays online: places the order and goes to the Snap page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const order = makeOrder();
    const { api } = openPage('/pricing', {
      me: makePaidMe(),
      more: { 'POST /api/orders': { status: 201, body: order } },
    });
    const user = userEvent.setup();

    await user.click(within(await planCard('VIP')).getByRole('button', { name: 'Choose VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    await user.click(await within(dialog).findByRole('radio', { name: /Pay online \(Midtrans\)/ }));
    expect(within(dialog).getByText(/Midtrans is in test mode/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(order.redirect_url));
    expect(api.bodiesOf('POST /api/orders')).toEqual([{ plan: 'vip', method: 'midtrans' }]);
    expect(within(dialog).getByRole('button', { name: 'Opening Midtrans…' })).toBeDisabled();
  });

  it('pays by bank transfer: places the order and shows its instructions on /payments', async () => {
    const order = makeBankOrder({ plan: 'medium', amount: 350_000 });
    const { api, router } = openPage('/pricing', {
      me: makePaidMe(),
      more: {
        'POST /api/orders': { status: 201, body: order },
        'GET /api/orders': { status: 200, body: { items: [order] } },
        [`GET /api/orders/${order.id}`]: { status: 200, body: order },
      },
    });
    const user = userEvent.setup();

    await user.click(within(await planCard('Medium')).getByRole('button', { name: 'Extend Medium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Medium' });
    await user.click(await within(dialog).findByRole('radio', { name: /Bank transfer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments');
    expect(router.state.location.search).toBe(`?order=${order.id}`);
    expect(api.bodiesOf('POST /api/orders')).toEqual([{ plan: 'medium', method: 'bank_transfer' }]);
    const instructions = await screen.findByRole('region', { name: 'How to pay by bank transfer' });
    expect(within(instructions).getByText('Rp350,000')).toBeInTheDocument();
    expect(within(instructions).getByText('123-456-7890')).toBeInTheDocument();
    expect(within(instructions).getByText(order.order_id)).toBeInTheDocument();
  });

  it('offers the only method switched on already chosen', async () => {
    openPage('/pricing?checkout=vip', {
      me: makePaidMe(),
      more: { 'GET /api/billing/methods': { status: 200, body: makeBillingMethods({ midtrans: false }) } },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    const methods = await within(dialog).findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  });

  it('says payments are not set up yet when no method is switched on', async () => {
    openPage('/pricing?checkout=vip', {
      me: makePaidMe(),
      more: {
        'GET /api/billing/methods': {
          status: 200,
          body: makeBillingMethods({ midtrans: false, bank_transfer: false }),
        },
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    expect(await within(dialog).findByText(/Payments are not set up yet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('asks for a method first, shows a field refusal under the methods and a 409 as the server words it', async () => {
    const { api } = openPage('/pricing?checkout=vip', {
      me: makePaidMe(),
      more: {
        'POST /api/orders': refusal(400, 'validation_failed', 'Invalid', {
          method: 'Online payment is switched off.',
        }),
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    const methods = await within(dialog).findByRole('radiogroup', { name: 'Payment method' });

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(within(methods).getByRole('alert')).toHaveTextContent('Choose how to pay.');
    expect(api.bodiesOf('POST /api/orders')).toHaveLength(0);

    await user.click(within(methods).getByRole('radio', { name: /Pay online/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(methods).findByRole('alert')).toHaveTextContent('Online payment is switched off.');
    expect(methods).toHaveAttribute('aria-invalid', 'true');

    api.set({
      'POST /api/orders': refusal(409, 'conflict', 'You already have a pending order for this plan.'),
    });
    await user.click(within(methods).getByRole('radio', { name: /Bank transfer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(
      await within(dialog).findByText('You already have a pending order for this plan.'),
    ).toBeInTheDocument();
  });

  it('closes the checkout and forgets the plan in the address', async () => {
    const { router } = openPage('/pricing?checkout=vip', { me: makePaidMe() });
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Buy VIP' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});

describe('/pricing in a team workspace', () => {
  it("tells a member that only the workspace's owners buy its plan, and offers no checkout", async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const { api } = openPage('/pricing?checkout=vip', {
      me: makeMe(),
      more: { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'admin' }) } },
    });

    expect(
      await screen.findByText(
        "Only this workspace's owners can buy its plan. Ask one of them, or switch to your own workspace.",
      ),
    ).toBeInTheDocument();
    expect(
      within(await planCard('VIP')).queryByRole('button', { name: 'Choose VIP' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/orders')).toEqual([]);
  });

  it("marks the workspace's plan, not the account's own", async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    // The account's own trial ran out; the team is on VIP.
    const own = makeMe({ subscription_plan: 'free', subscription_expires: '2026-01-01T00:00:00.000Z' });
    const me = {
      ...own,
      subscription: {
        plan: 'vip',
        plan_display_name: { en: 'VIP', id: 'VIP' },
        expiresAt: '2027-03-01T00:00:00.000Z',
        active: true,
        daysLeft: 90,
      },
    };
    openPage('/pricing', {
      me,
      more: { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'owner' }) } },
    });

    const vip = await planCard('VIP');
    expect(within(vip).getByText('Your plan')).toBeInTheDocument();
    expect(within(vip).getByText(/^Active until .*2027/)).toBeInTheDocument();
    expect(within(await planCard('Free')).queryByText('Your plan')).not.toBeInTheDocument();
    expect(within(vip).getByRole('button', { name: 'Extend VIP' })).toBeInTheDocument();
  });
});
