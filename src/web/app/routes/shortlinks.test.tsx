import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Link, LinkList } from '../../../shared/links';
import { makeMe, makePaidMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { makeLink, makeLinkList } from '../../test/make-link';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { storeWorkspaceId } from '../../lib/workspace';
import { Component as ShortlinksPage } from './shortlinks';

const routes = pageRoutes('/shortlinks', ShortlinksPage);

/** GET /api/links answering from `pages` by the page asked for, recording each query string. */
function linksRoute(pages: (query: URLSearchParams) => LinkList | Reply) {
  const queries: URLSearchParams[] = [];
  const handler: Handler = ({ url }) => {
    queries.push(url.searchParams);
    const answer = pages(url.searchParams);
    return 'items' in answer ? { status: 200, body: answer } : answer;
  };
  return { handler, queries };
}

/** A server holding `items`: GET lists them, PATCH changes one, as the real API does. */
function linksServer(initial: Link[]) {
  const items = [...initial];
  const routes: Record<string, Handler> = {
    'GET /api/links': () => ({ status: 200, body: makeLinkList(items) }),
  };
  for (const item of initial) {
    routes[`PATCH /api/links/${item.id}`] = ({ body }) => {
      const index = items.findIndex((candidate) => candidate.id === item.id);
      items[index] = { ...items[index]!, ...(body as Partial<Link>) };
      return { status: 200, body: items[index] };
    };
  }
  return { items, routes };
}

function setUp(routesFor: Record<string, Handler | Reply>, path = '/shortlinks') {
  const api = stubApi({ 'GET /api/me': { status: 200, body: makeMe() }, ...routesFor });
  const view = renderRoute(routes, path);
  return { api, ...view };
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Short links' });
  return within(list).getAllByRole('listitem');
}

function rowOf(link: Link): HTMLElement {
  const list = screen.getByRole('list', { name: 'Short links' });
  return within(list).getByRole('listitem', { name: link.link.replace('http://', '') });
}

describe('/shortlinks', () => {
  it('lists the links newest first with destination, title and clicks', async () => {
    const newest = makeLink({
      short_url: 'Newest1',
      link: 'http://localhost:3000/Newest1',
      title: 'Spring promo',
      click_count: 1234,
    });
    const older = makeLink({
      short_url: 'Older01',
      link: 'http://localhost:3000/Older01',
      destination_url: 'https://example.org/a',
      click_count: 1,
    });
    setUp({ 'GET /api/links': linksRoute(() => makeLinkList([newest, older])).handler });

    const [first, second] = await rows();
    expect(first).toHaveTextContent('localhost:3000/Newest1');
    expect(first).toHaveTextContent('Spring promo');
    expect(first).toHaveTextContent(newest.destination_url);
    expect(within(first!).getByTestId('click-count')).toHaveTextContent('1,234');
    expect(second).toHaveTextContent('localhost:3000/Older01');
    expect(second).toHaveTextContent('1 click');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('marks the highlighted link, scrolls to it and puts copy and QR up front', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const other = makeLink();
    const fresh = makeLink({ short_url: 'Fresh01', link: 'http://localhost:3000/Fresh01' });
    setUp(
      { 'GET /api/links': linksRoute(() => makeLinkList([fresh, other])).handler },
      `/shortlinks?highlight=${fresh.id}`,
    );
    const user = userEvent.setup();
    await rows();

    const row = rowOf(fresh);
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(rowOf(other)).not.toHaveAttribute('aria-current');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(row);
    expect(within(row).getByRole('button', { name: 'QR code for localhost:3000/Fresh01' })).toHaveTextContent(
      'QR code',
    );

    await user.click(within(row).getByRole('button', { name: 'Copy localhost:3000/Fresh01' }));
    expect(within(row).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/Fresh01');
  });

  it('pages through 50 at a time with Previous and Next', async () => {
    const firstPage = Array.from({ length: 50 }, () => makeLink());
    const secondPage = [makeLink({ short_url: 'Page2aa', link: 'http://localhost:3000/Page2aa' })];
    const route = linksRoute((query) =>
      query.get('page') === '2'
        ? makeLinkList(secondPage, { total: 51, page: 2 })
        : makeLinkList(firstPage, { total: 51, page: 1 }),
    );
    const { router } = setUp({ 'GET /api/links': route.handler });
    const user = userEvent.setup();

    expect(await rows()).toHaveLength(50);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('localhost:3000/Page2aa')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 51–51 of 51')).toBeInTheDocument();
    expect(route.queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches once typing pauses, from page 1', async () => {
    const route = linksRoute((query) =>
      query.get('q') === 'promo'
        ? makeLinkList([makeLink({ title: 'The promo' })])
        : makeLinkList([makeLink()]),
    );
    const { router } = setUp({ 'GET /api/links': route.handler }, '/shortlinks?page=1');
    const user = userEvent.setup();
    await rows();

    await user.type(screen.getByRole('searchbox', { name: 'Search links' }), 'promo');
    expect(await screen.findByText('The promo')).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    expect(route.queries.map((query) => query.get('q'))).toEqual([null, 'promo']);
    expect(router.state.location.search).toBe('?q=promo');
  });

  it('asks before deleting, then deletes', async () => {
    const doomed = makeLink({ short_url: 'Doomed1', link: 'http://localhost:3000/Doomed1' });
    let items = [doomed, makeLink()];
    const { api } = setUp({
      'GET /api/links': linksRoute(() => makeLinkList(items)).handler,
      [`DELETE /api/links/${doomed.id}`]: () => {
        items = items.filter((item) => item.id !== doomed.id);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await rows();

    await user.click(within(rowOf(doomed)).getByRole('button', { name: 'Delete localhost:3000/Doomed1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this short link?' });
    expect(dialog).toHaveTextContent('localhost:3000/Doomed1 stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(rowOf(doomed)).getByRole('button', { name: 'Delete localhost:3000/Doomed1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete link' }),
    );
    await waitFor(() => expect(screen.queryByText('localhost:3000/Doomed1')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/links/${doomed.id}`, body: undefined },
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it('turns a link off and on with its switch', async () => {
    const server = linksServer([makeLink({ short_url: 'Toggle1', link: 'http://localhost:3000/Toggle1' })]);
    const [link] = server.items;
    const { api } = setUp(server.routes);
    const user = userEvent.setup();
    await rows();

    const toggle = within(rowOf(link!)).getByRole('switch', { name: 'localhost:3000/Toggle1 active' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(rowOf(link!)).getByText('Disabled')).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.bodiesOf(`PATCH /api/links/${link!.id}`)).toEqual([{ is_active: false }, { is_active: true }]);
  });

  it('edits a link, sending only what changed', async () => {
    const server = linksServer([
      makeLink({
        short_url: 'Edit001',
        link: 'http://localhost:3000/Edit001',
        title: 'Old title',
        expires_at: '2001-01-01T00:00:00.000Z',
      }),
    ]);
    const [link] = server.items;
    const { api } = setUp(server.routes);
    const user = userEvent.setup();
    await rows();

    await user.click(within(rowOf(link!)).getByRole('button', { name: 'Edit localhost:3000/Edit001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const destination = within(dialog).getByLabelText('Destination URL');
    expect(destination).toHaveValue(link!.destination_url);
    await user.clear(destination);
    await user.type(destination, 'https://example.com/new');
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The past expiry was left alone, so it is not sent (the server would refuse it as past).
    expect(api.bodiesOf(`PATCH /api/links/${link!.id}`)).toEqual([
      { destination_url: 'https://example.com/new', title: null },
    ]);
    expect(await screen.findByText('https://example.com/new')).toBeInTheDocument();
    expect(screen.queryByText('Old title')).not.toBeInTheDocument();
  });

  it("moves a link to another of the user's domains, and shows the server's refusal", async () => {
    const server = linksServer([
      makeLink({ short_url: 'Move001', link: 'http://localhost:3000/Move001', domain: 'localhost' }),
    ]);
    const [link] = server.items;
    const patch = `PATCH /api/links/${link!.id}`;
    let refuse = true;
    const { api } = setUp({
      ...server.routes,
      'GET /api/links/domains': {
        status: 200,
        body: { domains: ['localhost', 'go.toko-saya.example'], default: 'localhost', own: 'localhost' },
      },
      [patch]: (request) => {
        if (!refuse) return server.routes[patch]!(request) as Reply;
        refuse = false;
        return refusal(400, 'validation_failed', 'Some fields are invalid.', {
          domain: 'The code Move001 is already used on go.toko-saya.example.',
        });
      },
    });
    const user = userEvent.setup();
    await rows();

    await user.click(within(rowOf(link!)).getByRole('button', { name: 'Edit localhost:3000/Move001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const domain = within(dialog).getByLabelText('Short domain');
    await waitFor(() => expect(domain).toBeEnabled());
    expect(domain).toHaveValue('localhost');
    await user.selectOptions(domain, 'go.toko-saya.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('The code Move001 is already used on go.toko-saya.example.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(patch)).toEqual([
      { domain: 'go.toko-saya.example' },
      { domain: 'go.toko-saya.example' },
    ]);
  });

  it('opens the QR code: a preview drawn by the server, downloads of what is shown, and a saved design', async () => {
    const link = makeLink({ short_url: 'QrCode1', link: 'http://localhost:3000/QrCode1', scan_count: 12 });
    const qrPath = `/api/links/${link.id}/qr`;
    const { api } = setUp({
      'GET /api/links': linksRoute(() => makeLinkList([link])).handler,
      [`GET ${qrPath}`]: { status: 200, body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      [`PUT ${qrPath}`]: ({ body }) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    await rows();
    expect(within(rowOf(link)).getByTestId('scan-count')).toHaveTextContent('12 by QR scan');

    await user.click(within(rowOf(link)).getByRole('button', { name: 'QR code for localhost:3000/QrCode1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    const image = await within(dialog).findByRole('img', {
      name: 'QR code that opens localhost:3000/QrCode1',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,.*%3Csvg/);
    expect(Object.fromEntries(api.queriesOf(`GET ${qrPath}`)[0]!)).toEqual({
      format: 'svg',
      foreground: '#000000',
      background: '#ffffff',
      logo: 'none',
      size: '512',
      margin: '2',
    });
    const png = within(dialog).getByRole('link', { name: 'Download PNG' });
    expect(new URL(png.getAttribute('href')!, 'http://x').searchParams.get('download')).toBe('1');
    // The workspace has no logo: its choice is offered once it has one.
    expect(within(dialog).getByRole('radio', { name: "The workspace's logo" })).toBeDisabled();

    const foreground = within(dialog).getByRole('textbox', { name: 'Foreground' });
    await user.clear(foreground);
    await user.type(foreground, '#dddddd');
    expect(await within(dialog).findByText(/These colours are too close for a reader/)).toBeInTheDocument();
    expect(foreground).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save design' })).toBeDisabled();

    await user.clear(foreground);
    await user.type(foreground, '#1E3A8A');
    const size = within(dialog).getByRole('spinbutton', { name: 'Size (pixels)' });
    await user.clear(size);
    await user.type(size, '1024');
    const downloadSvg = within(dialog).getByRole('link', { name: 'Download SVG' });
    expect(new URL(downloadSvg.getAttribute('href')!, 'http://x').searchParams.get('foreground')).toBe(
      '#1e3a8a',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save design' }));
    expect(await within(dialog).findByText('Design saved.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT ${qrPath}`)).toEqual([
      { foreground: '#1e3a8a', background: '#ffffff', logo: null, size: 1024, margin: 2 },
    ]);
    await waitFor(() =>
      expect(api.queriesOf(`GET ${qrPath}`).some((query) => query.get('size') === '1024')).toBe(true),
    );
  });

  it("shows the server's refusal of a design under its field", async () => {
    const link = makeLink({ short_url: 'QrCode2', link: 'http://localhost:3000/QrCode2' });
    const qrPath = `/api/links/${link.id}/qr`;
    setUp({
      'GET /api/links': linksRoute(() => makeLinkList([link])).handler,
      [`GET ${qrPath}`]: { status: 200, body: '<svg/>' },
      [`PUT ${qrPath}`]: refusal(400, 'validation_failed', 'Some fields are invalid.', {
        margin: 'Use a margin of at most 8 modules.',
      }),
    });
    const user = userEvent.setup();
    await rows();
    await user.click(within(rowOf(link)).getByRole('button', { name: 'QR code for localhost:3000/QrCode2' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    const margin = within(dialog).getByRole('spinbutton', { name: 'Margin (modules)' });
    await user.clear(margin);
    await user.type(margin, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save design' }));
    expect(await within(dialog).findByText('Use a margin of at most 8 modules.')).toBeInTheDocument();
    expect(margin).toHaveAttribute('aria-invalid', 'true');
  });

  it('invites to create the first link when there are none', async () => {
    setUp({ 'GET /api/links': linksRoute(() => makeLinkList([])).handler });
    expect(await screen.findByRole('heading', { name: 'No short links yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a short link' })).toHaveAttribute('href', '/create');
  });

  it('shows a failed load with a way to try again', async () => {
    let attempts = 0;
    const route = linksRoute(() => {
      attempts += 1;
      return attempts === 1
        ? refusal(500, 'internal_error', 'Something went wrong on our side.')
        : makeLinkList([makeLink({ title: 'Back again' })]);
    });
    setUp({ 'GET /api/links': route.handler });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('links each row to its cloaking rules only where the plan has them', async () => {
    const link = makeLink({ short_url: 'Rules01', link: 'http://localhost:3000/Rules01' });
    stubApi({
      'GET /api/me': { status: 200, body: makePaidMe() },
      'GET /api/links': { status: 200, body: makeLinkList([link]) },
    });
    const paid = renderRoute(routes, '/shortlinks');
    await rows();
    expect(
      within(rowOf(link)).getByRole('link', { name: 'Cloaking rules for localhost:3000/Rules01' }),
    ).toHaveAttribute('href', `/cloaking?link=${link.id}`);
    paid.unmount();

    setUp({ 'GET /api/links': { status: 200, body: makeLinkList([link]) } });
    await rows();
    expect(within(rowOf(link)).queryByRole('link', { name: /Cloaking rules/ })).not.toBeInTheDocument();
  });
});

describe('/shortlinks for a viewer', () => {
  it('lists the workspace’s links with nothing to create, import, change or delete', async () => {
    const link = makeLink({ title: 'Team promo' });
    storeWorkspaceId(makeTeamWorkspace().id);
    setUp({
      'GET /api/links': { status: 200, body: makeLinkList([link]) },
      'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'viewer' }) },
    });

    const [row] = await rows();
    expect(within(row!).getByText('Team promo')).toBeInTheDocument();
    expect(within(row!).getByRole('switch')).toBeDisabled();
    expect(within(row!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('shows a member every control', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    setUp({
      'GET /api/links': { status: 200, body: makeLinkList([makeLink()]) },
      'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'member' }) },
    });
    const [row] = await rows();
    expect(await within(row!).findByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(row!).getByRole('switch')).toBeEnabled();
  });

  it('changes or removes the password of a protected link, never showing the old one', async () => {
    const server = linksServer([
      makeLink({ short_url: 'Lock001', link: 'http://localhost:3000/Lock001', has_password: true }),
    ]);
    const [link] = server.items;
    const patch = `PATCH /api/links/${link!.id}`;
    const paid = makePaidMe();
    const me = { ...paid, entitlements: { ...paid.entitlements, passwordLinks: true } };
    const { api } = setUp({ ...server.routes, 'GET /api/me': { status: 200, body: me } });
    const user = userEvent.setup();
    const [row] = await rows();
    expect(within(row!).getByText('Password')).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Edit localhost:3000/Lock001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      'Visitors must enter a password. Type a new one to change it.',
    );
    await user.type(password, 'a new secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row!).getByRole('button', { name: 'Edit localhost:3000/Lock001' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the password' }));
    expect(within(dialog).getByLabelText(/^Password/)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep the password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.bodiesOf(patch)).toEqual([{ password: 'a new secret' }, { password: null }]);
  });

  it('shows a link that reached its click cap as expired, and changes or removes the cap', async () => {
    const server = linksServer([
      makeLink({
        short_url: 'Capd001',
        link: 'http://localhost:3000/Capd001',
        max_clicks: 100,
        click_count: 100,
        expired: true,
      }),
    ]);
    const [link] = server.items;
    const { api } = setUp(server.routes);
    const user = userEvent.setup();
    const [row] = await rows();
    expect(within(row!).getByText('Expired')).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Edit localhost:3000/Capd001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const cap = within(dialog).getByLabelText(/Click limit/);
    expect(cap).toHaveValue(100);
    await user.clear(cap);
    await user.type(cap, '250');
    await user.type(within(dialog).getByLabelText(/Expired URL/), 'https://example.com/ended');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(`PATCH /api/links/${link!.id}`)).toEqual([
      { max_clicks: 250, expired_url: 'https://example.com/ended' },
    ]);
  });
});
