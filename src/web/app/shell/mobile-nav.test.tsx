import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fake-api';
import { SignedInLayout } from '../signed-in-layout';
import { LandedAt, renderRoute } from '../../test/render-route';

// The whole signed-in layout, as on a phone: the sidebar's panel opens from the top bar's toggle.
// (happy-dom applies no CSS, so the md: breakpoint itself is checked in the browser, not here.)
function renderShell(path = '/feedback') {
  const view = renderRoute(
    [
      {
        Component: SignedInLayout,
        children: ['feedback', 'payments', 'telegram-support'].map((page) => ({
          path: page,
          Component: LandedAt,
        })),
      },
    ],
    path,
    { me: makeMe() },
  );
  return { ...view, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  await user.click(toggle);
  return { toggle, panel: await screen.findByRole('dialog', { name: 'Menu' }) };
}

/** On /feedback, opens the menu, picks the page `link` and waits for the menu to close. */
async function chooseFromFeedback(link: string) {
  const { user, router } = renderShell('/feedback');
  const { panel } = await openMenu(user);
  await user.click(within(panel).getByRole('link', { name: link }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return router;
}

function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-slot="mobile-nav-overlay"]');
  if (!element) throw new Error('no overlay');
  return element;
}

describe('mobile navigation', () => {
  it('opens the sidebar as a panel from the toggle and moves focus into it', async () => {
    const { user } = renderShell('/feedback');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(overlay()).toBeInTheDocument();
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Add Domains' })).toHaveAttribute('href', '/domains');
    // Focus starts on the current page's link, inside the panel.
    expect(within(panel).getByRole('link', { name: 'Feedback' })).toHaveFocus();
  });

  it('closes when the overlay is clicked, returning focus to the toggle', async () => {
    const { user } = renderShell();
    const { toggle } = await openMenu(user);

    await user.click(overlay());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape, returning focus to the toggle', async () => {
    const { user } = renderShell();
    const { toggle } = await openMenu(user);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it("closes from the panel's own close button", async () => {
    const { user } = renderShell();
    const { toggle, panel } = await openMenu(user);

    await user.click(within(panel).getByRole('button', { name: 'Close menu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('navigates and closes when a page is chosen', async () => {
    const router = await chooseFromFeedback('Payment History');
    expect(router.state.location.pathname).toBe('/payments');
    expect(screen.getByRole('heading', { name: 'Landed at /payments' })).toBeInTheDocument();
  });

  it('closes when the current page is chosen again', async () => {
    const router = await chooseFromFeedback('Feedback');
    expect(router.state.location.pathname).toBe('/feedback');
  });
});
