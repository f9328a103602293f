import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../shared/brand';
import { brandDefaults } from '../../../shared/brand-defaults';
import { makeMe, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as TelegramSupportPage } from './telegram-support';

const routes = pageRoutes('/telegram-support', TelegramSupportPage);

function openPage(brand: Partial<Brand>) {
  return renderRoute(routes, '/telegram-support', {
    me: makeMe(),
    api: {
      'GET /api/brand': { status: 200, body: { ...brandDefaults, brand_name: 'Acme Links', ...brand } },
    },
  });
}

describe('/telegram-support', () => {
  it('shows both links, what each is for and what to expect, opening in a new tab', async () => {
    openPage({
      telegram_support_link: 'https://t.me/acme_support',
      contact_link: 'https://acme.example/contact',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Telegram Support' })).toBeInTheDocument();
    const telegram = await screen.findByRole('region', { name: 'Telegram support' });
    expect(telegram).toHaveTextContent('Chat with the support team on Telegram');
    const open = within(telegram).getByRole('link', { name: 'Open Telegram support (opens in a new tab)' });
    expect(open).toHaveAttribute('href', 'https://t.me/acme_support');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: /Open the contact page/ })).toHaveAttribute(
      'href',
      'https://acme.example/contact',
    );

    const expect_ = screen.getByRole('region', { name: 'What to expect' });
    expect(expect_).toHaveTextContent('Messages through these links reach the team that runs Acme Links.');
    expect(expect_).toHaveTextContent('There is no set reply time.');
    expect(screen.getByRole('link', { name: 'Send feedback' })).toHaveAttribute(
      'href',
      '/feedback?from=/telegram-support',
    );
  });

  it('shows only the link that is set', async () => {
    openPage({ telegram_support_link: '', contact_link: 'https://acme.example/contact' });

    expect(await screen.findByRole('region', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Telegram support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Telegram support/ })).not.toBeInTheDocument();
  });

  it('says when no contact is set and points to /feedback', async () => {
    openPage({ telegram_support_link: '', contact_link: '' });

    const none = await screen.findByRole('region', { name: 'No support contacts are set up yet' });
    expect(none).toHaveTextContent('Send your question through the Feedback page instead');
    const user = userEvent.setup();
    await user.click(within(none).getByRole('link', { name: 'Send feedback' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /feedback?from=/telegram-support' }),
    ).toBeInTheDocument();
  });

  it('never makes a link of anything but a web address', async () => {
    openPage({ telegram_support_link: 'javascript:alert(1)', contact_link: '' });

    expect(
      await screen.findByRole('region', { name: 'No support contacts are set up yet' }),
    ).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says the contacts could not be loaded, rather than that there are none, and tries again', async () => {
    const { api } = renderRoute(routes, '/telegram-support', {
      me: makeMe(),
      api: {
        'GET /api/brand': refusal(503, 'service_unavailable', 'x'),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    expect(screen.queryByText('No support contacts are set up yet')).not.toBeInTheDocument();
    api.set({
      'GET /api/brand': {
        status: 200,
        body: { ...brandDefaults, telegram_support_link: 'https://t.me/acme' },
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Open Telegram support/ })).toHaveAttribute(
      'href',
      'https://t.me/acme',
    );
  });
});
