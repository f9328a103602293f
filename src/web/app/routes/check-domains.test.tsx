import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckReason, CheckState, WatchedDomain, WatchedDomainList } from '../../../shared/checks';
import type { CustomDomain } from '../../../shared/domains';
import {
  blockedBy,
  makeDetail,
  makeHistory,
  makeList,
  makeSummary,
  makeWatched,
} from '../../test/make-check';
import { i18n } from '../../lib/i18n';
import { deferred } from '../../test/deferred';
import { makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeDomain, verified } from '../../test/make-domain';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as CheckDomainsPage } from './check-domains';
import { roleTexts } from '../../test/texts';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { storeWorkspaceId } from '../../lib/workspace';

const routes = pageRoutes('/check-domains', CheckDomainsPage);

/** What the fake server holds: the watched domains with the plan's limits, and the custom domains. */
interface Server {
  list: WatchedDomainList;
  custom: CustomDomain[];
}

function serverWith(domains: WatchedDomain[], list: Partial<WatchedDomainList> = {}): Server {
  return { list: makeList({ domains, ...list }), custom: [] };
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}, path = '/check-domains') {
  return renderRoute(routes, path, {
    me: makePaidMe(),
    api: {
      'GET /api/checks': () => ({ status: 200, body: server.list }),
      'GET /api/domains': () => ({
        status: 200,
        body: { domains: server.custom, limit: 3, used: server.custom.length },
      }),
      ...more,
    },
  });
}

/** The server's copy of one domain, changed. */
function update(server: Server, id: string, changes: Partial<WatchedDomain>): WatchedDomain {
  const domains = server.list.domains.map((domain) =>
    domain.id === id ? { ...domain, ...changes } : domain,
  );
  server.list = { ...server.list, domains };
  return domains.find((domain) => domain.id === id)!;
}

async function table() {
  return screen.findByRole('table', {
    name: /^(Watched domains and their last check|Domain yang dipantau dan pemeriksaan terakhirnya)$/,
  });
}

/** A domain's row in the table, found by its name as shown. */
async function rowOf(name: string) {
  const rows = within(await table()).getAllByRole('row');
  const row = rows.find((item) => within(item).queryByRole('rowheader')?.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

function badgesOf(row: HTMLElement, name: string) {
  return roleTexts(within(row).getByRole('list', { name: `Blocking checks of ${name}` }), 'listitem');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/check-domains: the watched domains', () => {
  it('shows each domain with its state, last check, latency, certificate and each resolver', async () => {
    const up = makeWatched({ hostname: 'up.example.com' });
    const blocked = makeWatched({
      hostname: 'blocked.example.com',
      state: 'blocked',
      last_check: makeSummary({
        state: 'blocked',
        latency_ms: null,
        http_status: null,
        certificate_days_left: null,
        resolvers: [
          { resolver: 'Nawala', verdict: 'blocked' },
          { resolver: 'Kominfo', verdict: 'unknown' },
        ],
        reasons: [
          { code: 'blocked_by', resolvers: ['Nawala'] },
          { code: 'block_status_unknown', resolvers: ['Kominfo'] },
        ],
      }),
    });
    const expiring = makeWatched({
      hostname: 'expiring.example.com',
      state: 'expiring',
      last_check: makeSummary({ state: 'expiring', certificate_days_left: 5, latency_ms: 340 }),
    });
    // Down once after being up: not announced until a second check agrees.
    const flapping = makeWatched({
      hostname: 'flapping.example.com',
      state: 'up',
      last_check: makeSummary({
        state: 'down',
        latency_ms: null,
        reasons: [{ code: 'http_status', status: 500 }],
      }),
    });
    const fresh = makeWatched({ hostname: 'new.example.com', state: null, last_check: null });
    const idn = makeWatched({
      hostname: 'xn--bcher-kva.example',
      display_hostname: 'bücher.example',
      custom_domain: true,
    });
    openPage(
      serverWith([up, blocked, expiring, flapping, fresh, idn], {
        limits: { ...makeList().limits, max_check_domains: 10 },
      }),
    );

    const first = await rowOf('up.example.com');
    expect(first).toHaveTextContent('State: Up');
    // The name may wrap after a dot, never inside a part of it (no break-all).
    const name = within(first).getByRole('rowheader').firstElementChild!;
    expect(name.innerHTML).toBe('up.<wbr>example.<wbr>com');
    expect(name.className).not.toMatch(/break-all/);
    const time = within(first).getByText('2 minutes ago');
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
    expect(time).toHaveAttribute('datetime', up.last_check!.checked_at);
    expect(first).toHaveTextContent('120 ms');
    expect(first).toHaveTextContent('60 days left');
    expect(badgesOf(first, 'up.example.com')).toEqual(['Nawala: Clear', 'Kominfo: Clear']);
    expect(within(first).getByRole('button', { name: 'Check up.example.com now' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Details of up.example.com' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Remove up.example.com' })).toBeEnabled();

    const second = await rowOf('blocked.example.com');
    expect(second).toHaveTextContent('State: Blocked');
    expect(second).toHaveTextContent('Blocked by Nawala · Block status unknown at Kominfo');
    expect(badgesOf(second, 'blocked.example.com')).toEqual(['Nawala: Blocked', 'Kominfo: Unknown']);
    expect(second).not.toHaveTextContent('ms');

    const third = await rowOf('expiring.example.com');
    expect(third).toHaveTextContent('State: Certificate expiring');
    expect(third).toHaveTextContent('5 days left');
    expect(third).toHaveTextContent('340 ms');

    const fourth = await rowOf('flapping.example.com');
    expect(fourth).toHaveTextContent('State: Down');
    expect(fourth).toHaveTextContent('Not confirmed yet: the next check decides.');
    expect(first).not.toHaveTextContent('Not confirmed yet');

    const fifth = await rowOf('new.example.com');
    expect(fifth).toHaveTextContent('State: Not checked yet');
    expect(within(fifth).queryByRole('list')).not.toBeInTheDocument();

    const sixth = await rowOf('bücher.example');
    expect(sixth).toHaveTextContent('Stored as xn--bcher-kva.example');
    expect(sixth).toHaveTextContent('Your custom domain');

    expect(screen.getByText('6 of 10 domains watched')).toBeInTheDocument();
  });

  it('words each reason in Indonesian on the Indonesian page, in the row and the details', async () => {
    await i18n.changeLanguage('id');
    try {
      const reasonsOf = (reasons: CheckReason[], state: CheckState) =>
        makeSummary({ state, latency_ms: null, reasons });
      const domains = [
        makeWatched({
          hostname: 'gone.example',
          state: 'down',
          last_check: reasonsOf([{ code: 'dns_no_such_domain' }], 'down'),
        }),
        makeWatched({
          hostname: 'filtered.example',
          state: 'blocked',
          last_check: reasonsOf([{ code: 'blocked_by', resolvers: ['Nawala (test)', 'Kominfo'] }], 'blocked'),
        }),
        makeWatched({
          hostname: 'soon.example',
          state: 'expiring',
          last_check: reasonsOf([{ code: 'certificate_expires', days: 5 }], 'expiring'),
        }),
        makeWatched({
          hostname: 'old.example',
          state: 'down',
          // A check stored before reasons had codes, matching none: shown as it was written.
          last_check: reasonsOf([{ code: 'text', text: 'Something from long ago' }], 'down'),
        }),
      ];
      const base = makeDetail();
      const detail = makeDetail({
        state: 'up',
        reasons: [
          { code: 'http_status', status: 200 },
          { code: 'https_failed', detail: 'connection refused' },
          { code: 'block_status_unknown', resolvers: ['Nawala'] },
        ],
        // The checker's English evidence, which the catalogue words in Indonesian too.
        dns: { ...base.dns, error: 'No such domain (NXDOMAIN)' },
        blocking: base.blocking.map((result) => ({
          ...result,
          evidence: 'No block signature in the answer',
        })),
      });
      openPage(serverWith(domains), {
        [`GET /api/checks/${domains[0]!.id}`]: {
          status: 200,
          body: { ...domains[0], last_check_detail: detail },
        },
        [`GET /api/checks/${domains[0]!.id}/history`]: { status: 200, body: makeHistory() },
      });

      expect(await rowOf('gone.example')).toHaveTextContent('DNS: domain tidak ada (NXDOMAIN)');
      expect(await rowOf('filtered.example')).toHaveTextContent('Diblokir oleh Nawala (test) dan Kominfo');
      expect(await rowOf('soon.example')).toHaveTextContent('Sertifikat kedaluwarsa dalam 5 hari');
      expect(await rowOf('old.example')).toHaveTextContent('Something from long ago');
      expect(screen.getByRole('table')).not.toHaveTextContent(/Blocked by|No such domain|expires in/);

      const user = userEvent.setup();
      await user.click(
        within(await rowOf('gone.example')).getByRole('button', { name: 'Detail gone.example' }),
      );
      const dialog = await screen.findByRole('dialog');
      const reasons = await within(dialog).findByRole('list', { name: 'Alasan' });
      expect(roleTexts(reasons, 'listitem')).toEqual([
        'HTTP 200',
        'HTTPS gagal (connection refused); menjawab lewat HTTP',
        'Status blokir tidak diketahui di Nawala',
      ]);
      expect(dialog).toHaveTextContent('Domain tidak ada (NXDOMAIN)');
      expect(dialog).toHaveTextContent('Tidak ada tanda blokir dalam jawaban');
      expect(dialog).not.toHaveTextContent(/No such domain|No block signature/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says what watching does when nothing is watched yet', async () => {
    openPage(serverWith([]));

    expect(await screen.findByRole('heading', { name: 'No domains watched yet' })).toBeInTheDocument();
    expect(screen.getByText(/asks the filtering resolvers whether it is blocked/)).toBeInTheDocument();
    expect(screen.getByText('0 of 5 domains watched')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domains' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading', async () => {
    const answer = deferred<Reply>();
    openPage(serverWith([]), { 'GET /api/checks': () => answer.promise });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your watched domains');
    expect(screen.queryByRole('textbox', { name: 'Domains' })).not.toBeInTheDocument();
    answer.resolve({ status: 200, body: makeList() });
    expect(await screen.findByRole('heading', { name: 'No domains watched yet' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your watched domains')).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let failing = true;
    openPage(serverWith([]), {
      'GET /api/checks': () =>
        failing ? refusal(500, 'internal_error', 'boom') : { status: 200, body: makeList() },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No domains watched yet' })).toBeInTheDocument();
  });

  it('asks again every 30 seconds, so a check that finished in the background shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const domain = makeWatched({ hostname: 'example.com' });
    const server = serverWith([domain]);
    const { api } = openPage(server);

    expect(await rowOf('example.com')).toHaveTextContent('State: Up');
    const reads = () =>
      api.calls.filter((call) => call.method === 'GET' && call.path === '/api/checks').length;
    expect(reads()).toBe(1);

    update(server, domain.id, {
      last_check: makeSummary({
        state: 'down',
        latency_ms: null,
        reasons: [{ code: 'no_http_answer', detail: 'timed out after 10 s' }],
      }),
    });
    await vi.advanceTimersByTimeAsync(30_000);

    await waitFor(async () => expect(await rowOf('example.com')).toHaveTextContent('State: Down'));
    expect(await rowOf('example.com')).toHaveTextContent('No HTTP answer: timed out after 10 s');
    expect(reads()).toBe(2);
  });
});

describe('/check-domains: adding', () => {
  it('sends a pasted list as typed, shows each refused line, and adds it once fixed', async () => {
    const server = serverWith([]);
    const { api } = openPage(server, {
      'POST /api/checks': ({ body }) => {
        const { hostnames } = body as { hostnames: string };
        const lines = hostnames.split('\n');
        if (lines[1] === 'not a domain')
          return refusal(400, 'validation_failed', 'Invalid.', {
            'hostnames.2': 'Enter a domain name such as example.com.',
          });
        const added = lines.map((hostname) => makeWatched({ hostname, state: null, last_check: null }));
        server.list = makeList({ domains: [...server.list.domains, ...added] });
        return { status: 201, body: { added } };
      },
    });
    const user = userEvent.setup();

    const field = await screen.findByRole('textbox', { name: 'Domains' });
    expect(field).toHaveAccessibleDescription(/One domain per line/);
    await user.click(field);
    await user.paste('good.example.com\nnot a domain\nshop.example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added. Fix these lines and add again:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Line 2: Enter a domain name such as example.com.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Line 2: Enter a domain name such as example\.com\./);
    expect(field).toHaveValue('good.example.com\nnot a domain\nshop.example.com');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.clear(field);
    await user.paste('good.example.com\nother.example.com\nshop.example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await rowOf('other.example.com')).toHaveTextContent('State: Not checked yet');
    expect(await rowOf('good.example.com')).toBeInTheDocument();
    expect(await rowOf('shop.example.com')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('3 of 5 domains watched')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/checks')).toEqual([
      { hostnames: 'good.example.com\nnot a domain\nshop.example.com' },
      { hostnames: 'good.example.com\nother.example.com\nshop.example.com' },
    ]);
  });

  it('offers to add the valid lines of a mixed paste, leaving the refused ones to fix', async () => {
    const server = serverWith([]);
    const ip = 'Domain checks watch domain names, not IP addresses: enter a domain name.';
    const label = 'Each part between dots may have 1 to 63 letters, digits or dashes.';
    const { api } = openPage(server, {
      'POST /api/checks': ({ body }) => {
        const lines = (body as { hostnames: string }).hostnames.split('\n');
        // As the server words it: the field names the line, the text is the reason alone.
        const fields: Record<string, string> = {};
        lines.forEach((line, index) => {
          if (/^\d+(\.\d+)*$/.test(line)) fields[`hostnames.${index + 1}`] = ip;
          if (line.includes('_')) fields[`hostnames.${index + 1}`] = label;
          if (line === 'twice.example.com' && lines.indexOf(line) < index)
            fields[`hostnames.${index + 1}`] = 'Already on line 1.';
        });
        if (Object.keys(fields).length > 0) return refusal(400, 'validation_failed', 'Invalid.', fields);
        const added = lines
          .filter((line) => line.trim() !== '')
          .map((hostname) => makeWatched({ hostname, state: null, last_check: null }));
        server.list = makeList({ domains: [...server.list.domains, ...added] });
        return { status: 201, body: { added } };
      },
    });
    const user = userEvent.setup();

    const field = await screen.findByRole('textbox', { name: 'Domains' });
    await user.click(field);
    await user.paste(
      'twice.example.com\n203.0.113.5\n\nshop.example.com\nbad_label.example\ntwice.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const alert = await screen.findByRole('alert');
    expect(roleTexts(alert, 'listitem')).toEqual([
      `Line 2: ${ip}`,
      `Line 5: ${label}`,
      'Line 6: Already on line 1.',
    ]);
    const offer = screen.getByRole('button', { name: 'Add the 2 valid domains' });

    // Changed by hand, the list no longer matches the refusal's line numbers: no offer.
    await user.type(field, 'x');
    expect(screen.queryByRole('button', { name: /valid domain/ })).not.toBeInTheDocument();
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Add the 2 valid domains' }));
    expect(offer).not.toBeInTheDocument();

    expect(await rowOf('twice.example.com')).toHaveTextContent('State: Not checked yet');
    expect(await rowOf('shop.example.com')).toBeInTheDocument();
    // What was refused stays in the field, numbered as it now stands, with its reasons; the repeat
    // of a domain now watched is gone.
    expect(field).toHaveValue('203.0.113.5\nbad_label.example');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const left = screen.getByRole('alert');
    expect(left).toHaveTextContent('These lines were not added. Fix them and add again:');
    expect(roleTexts(left, 'listitem')).toEqual([`Line 1: ${ip}`, `Line 2: ${label}`]);
    expect(screen.queryByRole('button', { name: /valid domain/ })).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/checks')).toEqual([
      {
        hostnames: 'twice.example.com\n203.0.113.5\n\nshop.example.com\nbad_label.example\ntwice.example.com',
      },
      { hostnames: 'twice.example.com\nshop.example.com' },
    ]);
  });

  it("keeps the plan's limit when only the valid lines are added", async () => {
    const why = 'Your plan watches at most 5 domains; you watch 4.';
    const server = serverWith([makeWatched(), makeWatched(), makeWatched(), makeWatched()]);
    const { api } = openPage(server, {
      'POST /api/checks': ({ body }) =>
        (body as { hostnames: string }).hostnames.includes('bad_label')
          ? refusal(400, 'validation_failed', 'Invalid.', { 'hostnames.2': 'Each part between dots…' })
          : refusal(403, 'limit_reached', why, { hostnames: 'At most 1 more.' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('textbox', { name: 'Domains' }));
    await user.paste('one.example.com\nbad_label.example\ntwo.example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Add the 2 valid domains' }));

    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.getByText('At most 1 more.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domains' })).toHaveValue(
      'one.example.com\nbad_label.example\ntwo.example.com',
    );
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);
    expect(api.bodiesOf('POST /api/checks')).toHaveLength(2);
  });

  it('asks for a domain before sending an empty list', async () => {
    const { api } = openPage(serverWith([]));

    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least one domain, one per line.');
    expect(screen.getByRole('textbox', { name: 'Domains' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/checks')).toEqual([]);
  });

  it("shows the server's message when the list is more than the plan allows, and adds none", async () => {
    const why = 'Your plan allows 5 domains to watch and you watch 4. Remove one or upgrade your plan.';
    const server = serverWith([makeWatched(), makeWatched(), makeWatched(), makeWatched()]);
    const { api } = openPage(server, { 'POST /api/checks': refusal(403, 'limit_reached', why) });
    const user = userEvent.setup();

    expect(await screen.findByText('4 of 5 domains watched')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Domains' }));
    await user.paste('one.example.com\ntwo.example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.getByRole('textbox', { name: 'Domains' })).not.toHaveAttribute('aria-invalid');
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);
    expect(api.bodiesOf('POST /api/checks')).toHaveLength(1);
  });

  it('shows the way to more domains instead of the form at the limit, and counts without one', async () => {
    openPage(
      serverWith([makeWatched(), makeWatched()], { limits: { ...makeList().limits, max_check_domains: 2 } }),
    );

    const prompt = await screen.findByRole('region', {
      name: 'You are watching all 2 domains your plan allows',
    });
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('textbox', { name: 'Domains' })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 2 domains watched')).toBeInTheDocument();
  });

  it('counts without a limit on an unlimited plan', async () => {
    openPage(serverWith([makeWatched()], { limits: { ...makeList().limits, max_check_domains: null } }));

    expect(await screen.findByText('1 domain watched, no limit on your plan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domains' })).toBeInTheDocument();
  });
});

describe('/check-domains: your custom domains', () => {
  it('offers the verified ones not watched yet, each watched with one click', async () => {
    const watched = makeWatched({ hostname: 'watched.example.com', custom_domain: true });
    const server = serverWith([watched]);
    server.custom = [
      verified(makeDomain({ hostname: 'go.example.com' })),
      verified(makeDomain({ hostname: 'watched.example.com' })),
      makeDomain({ hostname: 'pending.example.com' }),
    ];
    const { api } = openPage(server, {
      'POST /api/checks': ({ body }) => {
        const { hostnames } = body as { hostnames: string };
        const added = makeWatched({
          hostname: hostnames,
          custom_domain: true,
          state: null,
          last_check: null,
        });
        server.list = makeList({ domains: [...server.list.domains, added] });
        return { status: 201, body: { added: [added] } };
      },
    });

    const offers = await screen.findByRole('list', { name: 'Custom domains not watched yet' });
    expect(roleTexts(offers, 'listitem')).toEqual(['go.example.comWatch']);
    expect(screen.getByRole('heading', { name: 'Your custom domains' })).toBeInTheDocument();

    await userEvent.click(within(offers).getByRole('button', { name: 'Watch go.example.com' }));

    const row = await rowOf('go.example.com');
    expect(row).toHaveTextContent('Your custom domain');
    expect(api.bodiesOf('POST /api/checks')).toEqual([{ hostnames: 'go.example.com' }]);
    // Nothing left to offer: the section goes.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your custom domains' })).not.toBeInTheDocument(),
    );
  });
});

describe('/check-domains: Check now', () => {
  it('shows a spinner on the row while it runs, then the new result', async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const server = serverWith([domain]);
    const answer = deferred<void>();
    const { api } = openPage(server, {
      [`POST /api/checks/${domain.id}/run`]: async () => {
        await answer.promise;
        const check = makeDetail({
          state: 'down',
          latency_ms: null,
          http_status: 500,
          reasons: [{ code: 'http_status', status: 500 }],
          checked_at: new Date().toISOString(),
        });
        // As the server answers: the domain with the new check's evidence.
        const { dns: _dns, http: _http, certificate: _certificate, blocking: _blocking, ...summary } = check;
        const updated = update(server, domain.id, { last_check: summary });
        return { status: 200, body: { ...updated, last_check_detail: check } };
      },
    });

    const row = await rowOf('example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Check example.com now' }));
    const busy = within(row).getByRole('button', { name: 'Checking example.com…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Checking…');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toHaveTextContent('State: Up');

    answer.resolve();
    await waitFor(() => expect(row).toHaveTextContent('State: Down'));
    expect(row).toHaveTextContent('HTTP 500');
    expect(within(row).getByText('now')).toHaveAttribute('datetime', expect.any(String));
    expect(row).toHaveTextContent('Not confirmed yet');
    expect(within(row).getByRole('button', { name: 'Check example.com now' })).toBeEnabled();
    expect(row).not.toHaveAttribute('aria-busy');
    expect(api.calls.filter((call) => call.path.endsWith('/run'))).toHaveLength(1);
  });

  it("shows the server's message when checks come too fast", async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const why = 'You can run 10 checks a minute. Try again in 40 seconds.';
    openPage(serverWith([domain]), {
      [`POST /api/checks/${domain.id}/run`]: refusal(429, 'rate_limited', why),
    });

    const row = await rowOf('example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Check example.com now' }));

    expect(await within(row).findByRole('alert')).toHaveTextContent(why);
    expect(row).toHaveTextContent('State: Up');
    expect(within(row).getByRole('button', { name: 'Check example.com now' })).toBeEnabled();
  });
});

describe('/check-domains: details', () => {
  function blockedDomain() {
    const domain = makeWatched({
      hostname: 'blocked.example.com',
      state: 'blocked',
      last_check: makeSummary({ state: 'blocked', resolvers: [{ resolver: 'Nawala', verdict: 'blocked' }] }),
    });
    const detail = makeDetail({
      state: 'blocked',
      reasons: [{ code: 'blocked_by', resolvers: ['Nawala'] }],
      blocking: [blockedBy('Nawala'), ...makeDetail().blocking],
    });
    const history = makeHistory({
      checks: [
        makeSummary({ id: 'c3', state: 'blocked', latency_ms: null, checked_at: '2026-11-24T12:00:00.000Z' }),
        makeSummary({ id: 'c2', state: 'up', latency_ms: 150, checked_at: '2026-11-24T11:00:00.000Z' }),
        makeSummary({ id: 'c1', state: 'up', latency_ms: 110, checked_at: '2026-11-24T10:00:00.000Z' }),
      ],
      daily: [
        {
          day: '2026-11-01',
          checks: 24,
          up: 20,
          down: 1,
          blocked: 3,
          expiring: 0,
          unknown: 0,
          avg_latency_ms: 131.6,
        },
      ],
    });
    return {
      domain,
      api: {
        [`GET /api/checks/${domain.id}`]: { status: 200, body: { ...domain, last_check_detail: detail } },
        [`GET /api/checks/${domain.id}/history`]: { status: 200, body: history },
      },
    };
  }

  it("shows the last check's evidence, a blocking resolver's answer and the history", async () => {
    const { domain, api } = blockedDomain();
    const { router } = openPage(serverWith([domain]), api);
    const user = userEvent.setup();

    const opener = within(await rowOf('blocked.example.com')).getByRole('button', {
      name: 'Details of blocked.example.com',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details of blocked.example.com' });
    expect(router.state.location.search).toBe('?domain=blocked.example.com');

    expect(await within(dialog).findByText('Blocked by Nawala')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('State: Blocked');
    expect(dialog).toHaveTextContent('93.184.215.14');
    expect(dialog).toHaveTextContent('https://www.example.com/');
    expect(dialog).toHaveTextContent('First byte120 ms');
    expect(dialog).toHaveTextContent('CN=example.com');
    expect(dialog).toHaveTextContent("CN=R11, O=Let's Encrypt");
    expect(dialog).toHaveTextContent('36 days left');

    const blocking = within(dialog).getByRole('table', { name: 'What each filtering resolver answered' });
    const nawala = within(blocking).getByRole('rowheader', { name: 'Nawala' }).closest('tr')!;
    const cells = roleTexts(nawala, 'cell');
    expect(cells).toEqual([
      '180.131.144.144:53',
      'Blocked',
      'CNAME internetpositif.id matches a block signature',
      'NOERROR',
      'CNAME internetpositif.idA 36.86.63.182',
      '15 (Blocked)',
      '41 ms',
    ]);
    const kominfo = within(blocking).getByRole('rowheader', { name: 'Kominfo' }).closest('tr')!;
    expect(kominfo).toHaveTextContent('Clear');

    // History: the chart (no size in happy-dom: its name carries the span), the states in words,
    // the same checks as a table, the daily summary and the CSV.
    const chart = await within(dialog).findByRole('img', { name: /^Latency of the last 3 checks, from / });
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());
    const states = within(dialog).getByRole('list', { name: 'States of these checks' });
    expect(roleTexts(states, 'listitem')).toEqual(['Up: 2', 'Blocked: 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Show as table' }));
    const checks = within(dialog).getByRole('table', { name: 'The last checks, newest first' });
    expect(
      within(checks)
        .getAllByRole('row')
        .slice(1)
        .map((row) => roleTexts(row, 'cell')),
    ).toEqual([
      ['State: Blocked', 'No answer'],
      ['State: Up', '150 ms'],
      ['State: Up', '110 ms'],
    ]);
    const daily = within(dialog).getByRole('table', { name: 'Daily summary of earlier checks' });
    expect(within(daily).getByRole('rowheader')).toHaveTextContent('Nov 1, 2026');
    expect(roleTexts(daily, 'cell')).toEqual(['24', '20', '1', '3', '0', '0', '132 ms']);
    expect(
      within(dialog).getByRole('link', { name: 'Download the history of blocked.example.com as CSV' }),
    ).toHaveAttribute('href', `/api/checks/${domain.id}/history.csv`);

    // Escape closes it, focus goes back to the button that opened it, and the address forgets it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    const row = await rowOf('blocked.example.com');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Details of blocked.example.com' })).toHaveFocus(),
    );
  });

  it('opens from a link naming the domain, as notifications do', async () => {
    const { domain, api } = blockedDomain();
    openPage(serverWith([domain]), api, '/check-domains?domain=blocked.example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Details of blocked.example.com' });
    expect(await within(dialog).findByText('Blocked by Nawala')).toBeInTheDocument();
  });

  it('says when a domain has no check yet', async () => {
    const domain = makeWatched({ hostname: 'new.example.com', state: null, last_check: null });
    openPage(serverWith([domain]), {
      [`GET /api/checks/${domain.id}`]: { status: 200, body: { ...domain, last_check_detail: null } },
      [`GET /api/checks/${domain.id}/history`]: { status: 200, body: makeHistory() },
    });

    await userEvent.click(
      within(await rowOf('new.example.com')).getByRole('button', { name: 'Details of new.example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Details of new.example.com' });
    expect(await within(dialog).findByText(/Not checked yet\. Choose Check now/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No checks yet.')).toBeInTheDocument();
  });
});

describe('/check-domains: removing', () => {
  it('asks first, then stops watching the domain', async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const server = serverWith([domain]);
    const { api } = openPage(server, {
      [`DELETE /api/checks/${domain.id}`]: () => {
        server.list = makeList();
        return { status: 204 };
      },
    });
    const user = userEvent.setup();

    await user.click(within(await rowOf('example.com')).getByRole('button', { name: 'Remove example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop watching example.com?' });
    expect(dialog).toHaveTextContent('its check history is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(await rowOf('example.com')).getByRole('button', { name: 'Remove example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Stop watching example.com?' })).getByRole('button', {
        name: 'Remove',
      }),
    );

    const empty = await screen.findByRole('heading', { name: 'No domains watched yet' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(empty).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('/check-domains for a viewer', () => {
  it('shows the checks and their details, with nothing to add, run or remove', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const server = serverWith([makeWatched({ hostname: 'shop.example.com' })]);
    server.custom = [verified(makeDomain({ hostname: 'go.example.com' }))];
    openPage(server, { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'viewer' }) } });

    const row = await rowOf('shop.example.com');
    expect(screen.getByText(/members, admins and owners add, run and remove them/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add domains to watch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Check now/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Details/ })).toBeInTheDocument();
  });
});
