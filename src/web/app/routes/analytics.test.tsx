import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../shared/analytics';
import type { LinkList } from '../../../shared/links';
import { makeReport, makeTopLink } from '../../test/make-report';
import { makeMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { makeLink, makeLinkList } from '../../test/make-link';
import { makeFolder, makeFolderList, makeTag, makeTagList } from '../../test/make-tag';
import { Component as AnalyticsPage } from './analytics';
import { roleTexts } from '../../test/texts';

const routes = pageRoutes('/analytics', AnalyticsPage);
const promo = makeTag({ name: 'Promo', color: 'green', links: 2 });
const campaigns = makeFolder({ name: 'Campaigns', links: 1 });

/** A route answering from `answer` by the query string asked for, recording each one. */
function recording<T extends object>(answer: (query: URLSearchParams) => T | Reply) {
  const queries: URLSearchParams[] = [];
  const handler: Handler = ({ url }) => {
    queries.push(url.searchParams);
    const reply = answer(url.searchParams);
    return 'status' in reply && !('range' in reply) && !('items' in reply)
      ? (reply as Reply)
      : { status: 200, body: reply };
  };
  return { handler, queries };
}

function setUp(
  report: (query: URLSearchParams) => AnalyticsReport | Reply,
  links: (query: URLSearchParams) => LinkList | Reply = () => makeLinkList([makeLink()]),
  path = '/analytics',
) {
  const analytics = recording(report);
  const linkList = recording(links);
  const api = stubApi({
    'GET /api/me': { status: 200, body: makeMe() },
    'GET /api/analytics': analytics.handler,
    'GET /api/links': linkList.handler,
    'GET /api/tags': { status: 200, body: makeTagList([promo]) },
    'GET /api/folders': { status: 200, body: makeFolderList([campaigns], 2) },
    'GET /api/links/domains': {
      status: 200,
      body: { domains: ['localhost'], default: 'localhost', own: 'localhost' },
    },
  });
  const view = renderRoute(routes, path);
  return { api, analytics: analytics.queries, links: linkList.queries, ...view };
}

/** The query strings sent, as plain objects, so a whole request can be compared at once. */
function sent(queries: URLSearchParams[]) {
  return queries.map((query) => Object.fromEntries(query));
}

function card(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function rowsOf(name: string): string[] {
  return within(within(card(name)).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

const validationFailed = (fields: Record<string, string>): Reply => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields } },
});

describe('/analytics', () => {
  it('shows the totals, the series as a table, the breakdowns and the top links', async () => {
    const top = makeTopLink({ title: 'Spring promo', clicks: 700 });
    const second = makeTopLink({ short_url: 'Second1', link: 'http://localhost:3000/Second1', clicks: 12 });
    const { analytics } = setUp(() => makeReport({ top_links: [top, second] }));
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(within(card('Unique visitors')).getByText('987')).toBeInTheDocument();
    expect(card('Unique visitors')).toHaveTextContent(/approximate/i);
    expect(within(card('QR code scans')).getByText('56')).toBeInTheDocument();
    expect(card('QR code scans')).toHaveTextContent(/counted among the clicks/i);
    expect(screen.getByText('Times in Asia/Jakarta')).toBeInTheDocument();
    expect(sent(analytics)).toEqual([{ range: '7d' }]);

    // Countries by name with their flag; a null country is Unknown.
    const countries = rowsOf('Countries');
    expect(countries).toEqual(['🇮🇩Indonesia800', '🇺🇸United States300', 'Unknown134']);
    expect(rowsOf('Devices')).toEqual(['Mobile900', 'Desktop334']);
    expect(rowsOf('Operating systems')).toEqual(['Android1,234']);
    expect(rowsOf('Browsers')).toEqual(['Chrome1,234']);
    expect(rowsOf('Referrers')).toEqual(['news.example.org1,000', 'Direct / none234']);

    const topLinks = within(card('Top links'));
    expect(topLinks.getByRole('link', { name: 'Spring promo' })).toHaveAttribute(
      'href',
      `/shortlinks?highlight=${top.id}`,
    );
    expect(topLinks.getByRole('link', { name: 'localhost:3000/Second1' })).toHaveAttribute(
      'href',
      `/shortlinks?highlight=${second.id}`,
    );
    expect(topLinks.getByText('700 clicks')).toBeInTheDocument();

    // The chart has no size in happy-dom; its accessible name and table carry the same numbers.
    const chart = within(card('Clicks over time'));
    expect(chart.getByRole('img')).toHaveAccessibleName(
      'Clicks over time: 1,234 clicks, 56 of them QR code scans, from Jun 2, 2025 to Jun 3, 2025',
    );
    expect(roleTexts(chart.getByRole('list', { name: 'Legend' }), 'listitem')).toEqual(['Clicks', 'Scans']);
    // The chart itself arrives as its own chunk.
    await waitFor(() =>
      expect(chart.getByRole('img').querySelector('.recharts-responsive-container')).not.toBeNull(),
    );
    await user.click(chart.getByRole('button', { name: 'Show as table' }));
    const table = chart.getByRole('table', { name: 'Clicks over time' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['600', '500', '20'],
      ['634', '487', '36'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Jun 2, 2025' })).toBeInTheDocument();
    expect(chart.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a report without scans as before, with 0 scans and no scans in the chart', async () => {
    const plain = makeReport();
    setUp(() =>
      makeReport({
        totals: { ...plain.totals, scans: 0 },
        series: plain.series.map((point) => ({ ...point, scans: 0 })),
      }),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(within(card('QR code scans')).getByText('0')).toBeInTheDocument());
    const chart = within(card('Clicks over time'));
    expect(chart.getByRole('img')).toHaveAccessibleName(
      'Clicks over time: 1,234 clicks from Jun 2, 2025 to Jun 3, 2025',
    );
    expect(chart.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    await user.click(chart.getByRole('button', { name: 'Show as table' }));
    const table = chart.getByRole('table', { name: 'Clicks over time' });
    expect(roleTexts(table, 'columnheader')).toEqual(['Time', 'Clicks', 'Visitors']);
  });

  it('refetches for another range and keeps it in the address', async () => {
    const { analytics, router } = setUp((query) =>
      makeReport({ totals: { clicks: query.get('range') === '30d' ? 5000 : 1234, visitors: 1, scans: 0 } }),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(within(card('Clicks')).getByText('5,000')).toBeInTheDocument());
    expect(sent(analytics)).toEqual([{ range: '7d' }, { range: '30d' }]);
    expect(router.state.location.search).toBe('?range=30d');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the report the address names', async () => {
    const link = makeLink();
    const { analytics } = setUp(
      () => makeReport({ link_id: link.id, bots: 'include' }),
      () => makeLinkList([link]),
      `/analytics?range=90d&link=${link.id}&bots=include`,
    );
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(sent(analytics)).toEqual([{ range: '90d', link_id: link.id, bots: 'include' }]);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Include bots' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Link' })).toHaveValue(link.id);
  });

  it('sends a custom range, checks it first and shows the server’s field error', async () => {
    const { analytics, router } = setUp((query) =>
      query.get('range') === 'custom' && query.get('from') !== '2025-01-01'
        ? validationFailed({ to: 'The end date must be at most 366 days after the start date.' })
        : makeReport(),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // A new custom range starts as the last 30 days, and is sent as it is.
    await waitFor(() => expect(analytics).toHaveLength(2));
    const first = sent(analytics)[1]!;
    expect(first).toEqual({
      range: 'custom',
      from: (from as HTMLInputElement).value,
      to: (to as HTMLInputElement).value,
    });
    expect(Date.parse(first.to!) - Date.parse(first.from!)).toBe(29 * 86_400_000);

    // The server refused it: its reason shows under To, tied to the field.
    expect(
      await screen.findByText('The end date must be at most 366 days after the start date.'),
    ).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('The end date must be at most 366 days after the start date.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');

    // To before From is caught here, without asking the server.
    fireEvent.change(from, { target: { value: '2025-03-10' } });
    fireEvent.change(to, { target: { value: '2025-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    // More than 366 days too.
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2025-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The end date must be at most 366 days after the start date.'),
    ).toBeInTheDocument();
    expect(analytics).toHaveLength(2);

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(sent(analytics).at(-1)).toEqual({ range: 'custom', from: '2025-01-01', to: '2025-01-31' });
    expect(router.state.location.search).toBe('?range=custom&from=2025-01-01&to=2025-01-31');
    expect(screen.queryByText(/Must be/)).not.toBeInTheDocument();
  });

  it('reports on one link picked from the user’s links', async () => {
    const promo = makeLink({ title: 'Promo', short_url: 'Promo01', link: 'http://localhost:3000/Promo01' });
    const other = makeLink({ short_url: 'Other01', link: 'http://localhost:3000/Other01' });
    const { analytics, router } = setUp(
      (query) =>
        query.get('link_id')
          ? makeReport({ link_id: query.get('link_id'), totals: { clicks: 42, visitors: 40, scans: 2 } })
          : makeReport({ top_links: [makeTopLink()] }),
      () => makeLinkList([promo, other]),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(card('Top links')).toBeInTheDocument());

    const picker = screen.getByRole('combobox', { name: 'Link' });
    expect(roleTexts(picker, 'option')).toEqual([
      'All links',
      'Promo (localhost:3000/Promo01)',
      'localhost:3000/Other01',
    ]);
    await user.selectOptions(picker, promo.id);
    await waitFor(() => expect(within(card('Clicks')).getByText('42')).toBeInTheDocument());
    expect(sent(analytics).at(-1)).toEqual({ range: '7d', link_id: promo.id });
    expect(router.state.location.search).toBe(`?range=7d&link=${promo.id}`);
    // Top links belong to all-links reports.
    expect(screen.queryByRole('group', { name: 'Top links' })).not.toBeInTheDocument();

    await user.selectOptions(picker, '');
    await waitFor(() => expect(card('Top links')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?range=7d');
  });

  it("reports on the links the list's filter selects, kept in the address beside the range", async () => {
    const link = makeLink();
    const { analytics, router } = setUp(
      () => makeReport({ top_links: [makeTopLink()] }),
      () => makeLinkList([link]),
      `/analytics?range=30d&q=sale&tags=${promo.id}&folder=none`,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(card('Top links')).toBeInTheDocument());
    expect(sent(analytics)).toEqual([{ range: '30d', q: 'sale', tags: promo.id, folder: 'none' }]);
    expect(screen.getByRole('searchbox', { name: 'Search links' })).toHaveValue('sale');
    const filters = screen.getByRole('group', { name: 'Filter links' });
    expect(within(filters).getByRole('combobox', { name: 'Folder' })).toHaveValue('none');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(sent(analytics).at(-1)).toEqual({ range: '7d', q: 'sale', tags: promo.id, folder: 'none' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('tags')).toBe(promo.id);

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'State' }), 'disabled');
    await waitFor(() =>
      expect(sent(analytics).at(-1)).toEqual({
        range: '7d',
        q: 'sale',
        tags: promo.id,
        folder: 'none',
        state: 'disabled',
      }),
    );

    // One link's report takes no filter: choosing a link leaves it behind, and hides the filters.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link' }), link.id);
    await waitFor(() => expect(sent(analytics).at(-1)).toEqual({ range: '7d', link_id: link.id }));
    expect(router.state.location.search).toBe(`?range=7d&link=${link.id}`);
    expect(screen.queryByRole('group', { name: 'Filter links' })).not.toBeInTheDocument();
  });

  it('searches the links once there are more than 50', async () => {
    const found = makeLink({ title: 'Needle', short_url: 'Needle1', link: 'http://localhost:3000/Needle1' });
    const { links } = setUp(
      () => makeReport(),
      (query) =>
        query.get('q') === 'needle'
          ? makeLinkList([found])
          : makeLinkList(
              Array.from({ length: 50 }, () => makeLink()),
              { total: 120 },
            ),
    );
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Find a link' });
    await user.type(search, 'needle');
    const picker = screen.getByRole('combobox', { name: 'Link' });
    await waitFor(() =>
      expect(roleTexts(picker, 'option')).toEqual(['All links', 'Needle (localhost:3000/Needle1)']),
    );
    // One request for the whole word, not one per keystroke.
    expect(links.map((query) => query.get('q'))).toEqual([null, 'needle']);
    expect(links.every((query) => query.get('page') === '1')).toBe(true);
  });

  it('has no search for 50 links or fewer', async () => {
    setUp(() => makeReport());
    const picker = await screen.findByRole('combobox', { name: 'Link' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('searchbox', { name: 'Find a link' })).not.toBeInTheDocument();
  });

  it('counts bots only when asked to', async () => {
    const { analytics, router } = setUp((query) =>
      makeReport({
        totals: { clicks: query.get('bots') === 'include' ? 1500 : 1234, visitors: 1, scans: 0 },
      }),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    const bots = screen.getByRole('switch', { name: 'Include bots' });
    expect(bots).not.toBeChecked();

    await user.click(bots);
    await waitFor(() => expect(within(card('Clicks')).getByText('1,500')).toBeInTheDocument());
    expect(sent(analytics)).toEqual([{ range: '7d' }, { range: '7d', bots: 'include' }]);
    expect(router.state.location.search).toBe('?range=7d&bots=include');
  });

  it('offers each part as a CSV download for the same filters', async () => {
    const link = makeLink();
    setUp(
      () => makeReport({ link_id: link.id }),
      () => makeLinkList([link]),
      `/analytics?range=30d&link=${link.id}&bots=include`,
    );
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());

    const parts = {
      series: 'Clicks over time',
      countries: 'Countries',
      devices: 'Devices',
      os: 'Operating systems',
      browsers: 'Browsers',
      referrers: 'Referrers',
    };
    for (const [part, name] of Object.entries(parts)) {
      const download = screen.getByRole('link', { name: `Download ${name} as CSV` });
      expect(download).toHaveAttribute('download');
      const url = new URL(download.getAttribute('href')!, window.location.origin);
      expect(url.pathname).toBe('/api/analytics/export.csv');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        range: '30d',
        link_id: link.id,
        bots: 'include',
        part,
      });
    }
  });

  it('offers the top links as CSV on an all-links report', async () => {
    setUp(() => makeReport({ top_links: [makeTopLink()] }));
    const download = await screen.findByRole('link', { name: 'Download Top links as CSV' });
    expect(download).toHaveAttribute('href', '/api/analytics/export.csv?range=7d&part=links');
  });

  it('invites a new account to create a link when there are no clicks', async () => {
    setUp(
      () =>
        makeReport({ totals: { clicks: 0, visitors: 0, scans: 0 }, series: [], countries: [], devices: [] }),
      () => makeLinkList([]),
    );
    expect(await screen.findByRole('heading', { name: 'No clicks yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Create a short link and share it/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Create a short link' })).toHaveAttribute('href', '/create');
    expect(screen.queryByRole('group', { name: 'Clicks' })).not.toBeInTheDocument();
    // The filters stay, so another range can be tried.
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let attempts = 0;
    const { analytics } = setUp(() => {
      attempts += 1;
      return attempts === 1
        ? refusal(500, 'internal_error', 'Something went wrong on our side.')
        : makeReport();
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(analytics).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows skeletons while the report loads', async () => {
    let release: (reply: Reply) => void = () => {};
    const api = stubApi({
      'GET /api/me': { status: 200, body: makeMe() },
      'GET /api/links': { status: 200, body: makeLinkList([]) },
      'GET /api/analytics': () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    renderRoute(routes, '/analytics');
    expect((await screen.findByText('Loading analytics…')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/analytics')).toBe(true));
    release({ status: 200, body: makeReport() });
    await waitFor(() => expect(within(card('Clicks')).getByText('1,234')).toBeInTheDocument());
    expect(screen.queryByText('Loading analytics…')).not.toBeInTheDocument();
  });
});
