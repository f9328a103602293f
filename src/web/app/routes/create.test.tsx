import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account';
import { makeMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { makeLink, makeLinkList } from '../../test/make-link';
import { makeFolder, makeFolderList, makeTag, makeTagList } from '../../test/make-tag';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { storeWorkspaceId } from '../../lib/workspace';
import { Component as CreatePage } from './create';

const routes = pageRoutes('/create', CreatePage);

function meWith(entitlements: Partial<Me['entitlements']> = {}, profile: Partial<Me['profile']> = {}): Me {
  const me = makeMe(profile);
  return { ...me, entitlements: { ...me.entitlements, ...entitlements } };
}

function setUp(extra: Record<string, Handler | Reply> = {}, me: Me = meWith(), linksOwned = 0) {
  const api = stubApi({
    'GET /api/me': { status: 200, body: me },
    'GET /api/links': { status: 200, body: makeLinkList([], { total: linksOwned }) },
    'GET /api/links/domains': {
      status: 200,
      body: { domains: ['localhost', 'go.example.com'], default: 'localhost', own: 'localhost' },
    },
    ...extra,
  });
  const view = renderRoute(routes, '/create');
  return { api, ...view };
}

async function destinationInput() {
  return screen.findByLabelText('Destination URL');
}

describe('/create', () => {
  it('checks the fields before asking the server', async () => {
    const { api } = setUp({}, meWith({ customAlias: true }));
    const user = userEvent.setup();
    const destination = await destinationInput();

    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    expect(await screen.findByText('Enter the address the link should open.')).toBeInTheDocument();
    expect(destination).toHaveAttribute('aria-invalid', 'true');

    await user.type(destination, 'ftp://example.com/file');
    await user.type(screen.getByLabelText(/Custom alias/), 'no spaces allowed');
    fireEvent.change(screen.getByLabelText(/Expires/), { target: { value: '2001-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Custom alias/)).toHaveAccessibleDescription(
      /Use 3 to 64 letters, digits, dashes or underscores\./,
    );
    expect(screen.getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links')).toEqual([]);
  });

  it('shows the server field errors next to their fields', async () => {
    setUp(
      {
        'POST /api/links': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          destination_url: 'The destination must not be a link on one of our own short domains.',
          custom_alias: 'This alias is already taken on localhost. Choose another one.',
        }),
      },
      meWith({ customAlias: true }),
    );
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'http://localhost:3000/loop');
    await user.type(screen.getByLabelText(/Custom alias/), 'taken');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    expect(
      await screen.findByText('The destination must not be a link on one of our own short domains.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Destination URL')).toHaveAccessibleDescription(
      /The destination must not be a link on one of our own short domains\./,
    );
    expect(screen.getByLabelText(/Custom alias/)).toHaveAccessibleDescription(
      /This alias is already taken on localhost\. Choose another one\./,
    );
    expect(screen.getByLabelText(/Custom alias/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the alias when the plan has no custom aliases', async () => {
    setUp({}, meWith({ customAlias: false }));
    const alias = await screen.findByLabelText(/Custom alias/);
    expect(alias).toBeDisabled();
    expect(alias).toHaveAccessibleDescription(/Your plan does not include custom aliases/);
  });

  it('offers the alias when the plan includes it', async () => {
    setUp({}, meWith({ customAlias: true }));
    expect(await screen.findByLabelText(/Custom alias/)).toBeEnabled();
  });

  it('creates the link with the chosen options and lands on it in the list', async () => {
    const created = makeLink({ id: 'f2a1c7de-0000-4000-8000-000000000001' });
    const { api } = setUp(
      { 'POST /api/links': { status: 201, body: created } },
      meWith({ customAlias: true }),
    );
    const user = userEvent.setup();
    await user.type(await destinationInput(), '  https://shop.example.com/summer?ref=1  ');
    await user.type(screen.getByLabelText(/Custom alias/), 'summer-sale');
    await user.type(screen.getByLabelText(/Title/), 'Summer sale');
    const domain = screen.getByLabelText('Short domain');
    await within(domain).findByRole('option', { name: 'go.example.com' });
    await user.selectOptions(domain, 'go.example.com');
    await user.click(screen.getByRole('switch', { name: 'Forward query string' }));
    await user.click(screen.getByRole('switch', { name: 'Show a preview page first' }));
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    expect(
      await screen.findByRole('heading', { name: `Landed at /shortlinks?highlight=${created.id}` }),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links')).toEqual([
      {
        destination_url: 'https://shop.example.com/summer?ref=1',
        custom_alias: 'summer-sale',
        domain: 'go.example.com',
        title: 'Summer sale',
        forward_query: false,
        preview: true,
      },
    ]);
  });

  it('sends the expiry as an ISO time with the local offset, and the defaults for the options', async () => {
    const { api } = setUp({ 'POST /api/links': { status: 201, body: makeLink() } });
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    fireEvent.change(screen.getByLabelText(/Expires/), { target: { value: '2031-05-06T07:08' } });
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    await screen.findByRole('heading', { name: /Landed at \/shortlinks/ });
    const [body] = api.bodiesOf('POST /api/links') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ domain: 'localhost', forward_query: true, preview: false });
    expect(body).not.toHaveProperty('custom_alias');
    const expires = String(body?.expires_at);
    expect(expires).toMatch(/^2031-05-06T07:08:00[+-]\d{2}:\d{2}$/);
    expect(new Date(expires).getTime()).toBe(new Date('2031-05-06T07:08').getTime());
  });

  it('protects the link with a password when the plan allows it, checked before asking', async () => {
    const { api } = setUp(
      { 'POST /api/links': { status: 201, body: makeLink() } },
      meWith({ passwordLinks: true }),
    );
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    expect(password).toHaveAccessibleDescription(/Use 4 to 128 characters\./);
    expect(api.bodiesOf('POST /api/links')).toEqual([]);

    await user.type(password, 'defg');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    await screen.findByRole('heading', { name: /Landed at \/shortlinks/ });
    expect(api.bodiesOf('POST /api/links')).toEqual([expect.objectContaining({ password: 'abcdefg' })]);
  });

  it('sends a click cap and an expired URL, checked before asking', async () => {
    const { api } = setUp({ 'POST /api/links': { status: 201, body: makeLink() } });
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    const cap = screen.getByLabelText(/Click limit/);
    await user.type(cap, '0');
    await user.type(screen.getByLabelText(/Expired URL/), 'sold out');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    expect(cap).toHaveAccessibleDescription(/Enter a whole number from 1 to 1,000,000,000\./);
    expect(screen.getByLabelText(/Expired URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/links')).toEqual([]);

    await user.clear(cap);
    await user.type(cap, '500');
    await user.clear(screen.getByLabelText(/Expired URL/));
    await user.type(screen.getByLabelText(/Expired URL/), 'https://example.com/sold-out');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    await screen.findByRole('heading', { name: /Landed at \/shortlinks/ });
    expect(api.bodiesOf('POST /api/links')).toEqual([
      expect.objectContaining({ max_clicks: 500, expired_url: 'https://example.com/sold-out' }),
    ]);
  });

  it('writes a social preview, shows the card a share would show, and sends it', async () => {
    const { api } = setUp(
      { 'POST /api/links': { status: 201, body: makeLink() } },
      meWith({ customPreviews: true }),
    );
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    await user.click(screen.getByRole('switch', { name: 'Custom social preview' }));
    await user.type(screen.getByLabelText(/Preview title/), 'Ramadan sale');
    await user.type(screen.getByLabelText(/Preview image URL/), 'https://cdn.example/card.jpg');
    const card = screen.getByRole('figure', { name: 'Share preview' });
    expect(within(card).getByText('Ramadan sale')).toBeInTheDocument();
    expect(within(card).getByText('localhost')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/card.jpg');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    await screen.findByRole('heading', { name: /Landed at \/shortlinks/ });
    expect(api.bodiesOf('POST /api/links')).toEqual([
      expect.objectContaining({
        social_preview: { title: 'Ramadan sale', description: null, image: 'https://cdn.example/card.jpg' },
      }),
    ]);
  });

  it('offers no social preview on a plan without it', async () => {
    setUp({}, meWith({ customPreviews: false }));
    await destinationInput();
    const toggle = screen.getByRole('switch', { name: 'Custom social preview' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Your plan does not include custom social previews.');
  });

  it('offers no password on a plan without it, and says so', async () => {
    setUp({}, meWith({ passwordLinks: false }));
    await destinationInput();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toBeDisabled();
    expect(password).toHaveAccessibleDescription('Your plan does not include password links.');
  });

  it('files the new link under the chosen tags and folder, a tag made on the spot among them', async () => {
    const promo = makeTag({ name: 'Promo', color: 'green' });
    const made = makeTag({ name: 'Launch week' });
    const campaigns = makeFolder({ name: 'Campaigns' });
    const { api } = setUp({
      'GET /api/tags': { status: 200, body: makeTagList([promo]) },
      'GET /api/folders': { status: 200, body: makeFolderList([campaigns]) },
      'POST /api/tags': { status: 201, body: made },
      'POST /api/links': { status: 201, body: makeLink() },
    });
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await user.click(tags);
    await user.click(await screen.findByRole('option', { name: 'Promo' }));
    await user.type(tags, 'Launch week');
    await user.click(await screen.findByRole('option', { name: 'Create tag “Launch week”' }));
    await within(screen.getByRole('list', { name: 'Chosen tags' })).findByText('Launch week');
    const folder = screen.getByLabelText(/Folder/);
    await within(folder).findByRole('option', { name: 'Campaigns' });
    await user.selectOptions(folder, 'Campaigns');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    await screen.findByRole('heading', { name: /Landed at \/shortlinks/ });
    expect(api.bodiesOf('POST /api/tags')).toEqual([{ name: 'Launch week' }]);
    expect(api.bodiesOf('POST /api/links')).toEqual([
      expect.objectContaining({ tag_ids: [promo.id, made.id], folder_id: campaigns.id }),
    ]);
  });

  it('shows a plan refusal once, in the catalogue text, with a way to the pricing page', async () => {
    // Links made elsewhere since the page opened: the server refuses although the count said 0 of 1.
    setUp({
      'POST /api/links': refusal(
        403,
        'limit_reached',
        'Your plan allows 1 short link. Delete one or upgrade your plan.',
      ),
    });
    const user = userEvent.setup();
    await user.type(await destinationInput(), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Create short link' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'You have reached the limit of your plan. Delete something you no longer need or upgrade your plan.',
    );
    expect(within(banner).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    // No sentence is said twice on the page.
    const sentences = (document.body.textContent ?? '').match(/[^.]+\./g) ?? [];
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('shows the limit and usage before the form', async () => {
    setUp({}, meWith({ maxShortlinks: 5 }), 2);
    expect(await screen.findByText('You have 2 of the 5 short links your plan allows.')).toBeInTheDocument();
    expect(await destinationInput()).toBeEnabled();
  });

  it('at the limit, says so before the form, disables it and offers deleting a link or a plan', async () => {
    const { api } = setUp({}, meWith({ maxShortlinks: 1 }), 1);

    const limit = await screen.findByRole('region', { name: "You have reached your plan's limit" });
    expect(limit).toHaveTextContent(
      'Your plan allows 1 short link and you have 1. Delete a link you no longer need to make room, or choose a plan with more links.',
    );
    expect(within(limit).getByRole('link', { name: 'Manage your links' })).toHaveAttribute(
      'href',
      '/shortlinks',
    );
    expect(within(limit).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    // Stated before the form, which is there but off.
    const form = screen.getByRole('form', { name: 'New short link' });
    expect(limit.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Destination URL')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create short link' })).toBeDisabled();
    expect(api.bodiesOf('POST /api/links')).toEqual([]);
  });

  it('tells an admin that plan limits do not apply to them', async () => {
    setUp({}, meWith({ maxShortlinks: 1 }, { is_admin: true }), 3);
    expect(
      await screen.findByText(
        'As an admin you are not bound by plan limits: you can create as many short links as you need.',
      ),
    ).toBeInTheDocument();
    expect(await destinationInput()).toBeEnabled();
    expect(
      screen.queryByRole('region', { name: "You have reached your plan's limit" }),
    ).not.toBeInTheDocument();
  });

  it('explains instead of showing the form when the plan cannot create links', async () => {
    setUp({}, meWith({ createLinks: false }));
    expect(
      await screen.findByRole('heading', { name: 'Your plan does not include short links' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText('Destination URL')).not.toBeInTheDocument();
  });
});

describe('/create for a viewer', () => {
  it('offers no form: the way to the workspace’s links instead', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    setUp({ 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'viewer' }) } });

    expect(
      await screen.findByRole('heading', { name: 'Your role cannot create links here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your role in this workspace is Viewer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your links' })).toHaveAttribute('href', '/shortlinks');
    expect(screen.queryByLabelText('Destination URL')).not.toBeInTheDocument();
  });
});
