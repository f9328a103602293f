import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateSchedule, WatchedDomain, WatchedDomainList } from '../../../shared/checks';
import { makeList, makeWatched } from '../../test/make-check';
import { deferred } from '../../test/deferred';
import { makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as CronSettingsPage } from './cron-settings';
import { roleTexts } from '../../test/texts';

const routes = pageRoutes('/cron-settings', CronSettingsPage);

/** What the fake server holds: the watched domains, the plan's limits, the pause switch. */
interface Server {
  list: WatchedDomainList;
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/cron-settings', {
    me: makePaidMe(),
    api: { 'GET /api/checks': () => ({ status: 200, body: server.list }), ...more },
  });
}

/** PATCH /api/checks/:id as the server does it: the schedule changed, the domain as it is after. */
function patchRoute(server: Server, domain: WatchedDomain): Record<string, Handler> {
  return {
    [`PATCH /api/checks/${domain.id}`]: ({ body }) => {
      const changes = body as UpdateSchedule;
      const domains = server.list.domains.map((item) =>
        item.id === domain.id ? { ...item, ...changes } : item,
      );
      server.list = { ...server.list, domains, auto_used: domains.filter((item) => item.auto).length };
      return { status: 200, body: domains.find((item) => item.id === domain.id) };
    },
  };
}

async function rowOf(name: string) {
  const list = await screen.findByRole('list', { name: 'Schedules of your watched domains' });
  return within(list).getByRole('listitem', { name });
}

function patches(api: { calls: { method: string }[] }) {
  return api.calls.filter((call) => call.method === 'PATCH');
}

describe('/cron-settings: the schedules', () => {
  it("shows the plan's limits and each domain's schedule and next check", async () => {
    const hourly = makeWatched({ hostname: 'hourly.example.com', interval_minutes: 60 });
    const odd = makeWatched({ hostname: 'odd.example.com', interval_minutes: 45 });
    const off = makeWatched({ hostname: 'off.example.com', auto: false, next_run_at: null });
    openPage({ list: makeList({ domains: [hourly, odd, off] }) });

    expect(
      await screen.findByText('Automatic checks: 2 of 3; shortest interval: 10 minutes'),
    ).toBeInTheDocument();

    const first = await rowOf('hourly.example.com');
    expect(
      within(first).getByRole('switch', { name: 'Automatic checks for hourly.example.com' }),
    ).toBeChecked();
    const select = within(first).getByRole('combobox', { name: 'Interval for hourly.example.com' });
    expect(select).toHaveValue('60');
    // Only what the plan allows (10 minutes and up), and a way to any other whole number.
    expect(roleTexts(select, 'option')).toEqual([
      'Every 10 minutes',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every hour',
      'Every 3 hours',
      'Every 6 hours',
      'Every 12 hours',
      'Every day',
      'Custom…',
    ]);
    expect(within(first).queryByRole('spinbutton')).not.toBeInTheDocument();
    const next = within(first).getByText('in 30 minutes');
    expect(next).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
    expect(first).toHaveTextContent('Next check: in 30 minutes');

    // An interval that is no preset shows as Custom with its minutes.
    const second = await rowOf('odd.example.com');
    expect(within(second).getByRole('combobox', { name: 'Interval for odd.example.com' })).toHaveValue(
      'custom',
    );
    expect(within(second).getByRole('spinbutton', { name: 'Minutes for odd.example.com' })).toHaveValue(45);

    const third = await rowOf('off.example.com');
    expect(
      within(third).getByRole('switch', { name: 'Automatic checks for off.example.com' }),
    ).not.toBeChecked();
    expect(third).toHaveTextContent('Next check: Off');
  });

  it('refuses an interval below the plan minimum before sending it', async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const server = { list: makeList({ domains: [domain] }) };
    const { api } = openPage(server, patchRoute(server, domain));
    const user = userEvent.setup();

    const row = await rowOf('example.com');
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'Interval for example.com' }),
      'custom',
    );
    const minutes = within(row).getByRole('spinbutton', { name: 'Minutes for example.com' });
    expect(minutes).toHaveAccessibleDescription('Whole minutes, at least 10.');
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(within(row).getByRole('button', { name: 'Save the interval for example.com' }));

    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The shortest interval on your plan is 10 minutes.',
    );
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(/The shortest interval on your plan is 10 minutes\./);
    expect(patches(api)).toEqual([]);

    // Not a whole number: the shared schema's own words.
    await user.clear(minutes);
    await user.type(minutes, '12.5');
    await user.click(within(row).getByRole('button', { name: 'Save the interval for example.com' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Enter the interval in whole minutes.');
    expect(patches(api)).toEqual([]);

    // From the minimum up, it goes.
    await user.clear(minutes);
    await user.type(minutes, '25');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save the interval for example.com' }));
    expect(await within(row).findByText('Saved.')).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/checks/${domain.id}`)).toEqual([{ interval_minutes: 25 }]);
    expect(server.list.domains[0]!.interval_minutes).toBe(25);
  });

  it("shows the server's refusal of the interval under the field", async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const why = 'The shortest interval on your plan is 30 minutes.';
    const server = { list: makeList({ domains: [domain] }) };
    const { api } = openPage(server, {
      [`PATCH /api/checks/${domain.id}`]: refusal(400, 'validation_failed', 'Invalid.', {
        interval_minutes: why,
      }),
    });
    const user = userEvent.setup();

    const row = await rowOf('example.com');
    const select = within(row).getByRole('combobox', { name: 'Interval for example.com' });
    await user.selectOptions(select, '15');
    await user.click(within(row).getByRole('button', { name: 'Save the interval for example.com' }));

    expect(await within(row).findByRole('alert')).toHaveTextContent(why);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(why);
    expect(within(row).queryByText('Saved.')).not.toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/checks/${domain.id}`)).toEqual([{ interval_minutes: 15 }]);

    // Choosing again clears the refusal.
    await user.selectOptions(select, '60');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns automatic checks on and off at once', async () => {
    const domain = makeWatched({ hostname: 'example.com', auto: false, next_run_at: null });
    const server = { list: makeList({ domains: [domain] }) };
    const answer = deferred<void>();
    const patch = patchRoute(server, domain);
    const { api } = openPage(server, {
      [`PATCH /api/checks/${domain.id}`]: async (request) => {
        await answer.promise;
        const changes = request.body as UpdateSchedule;
        // The server schedules the next run when it turns on.
        const reply = await patch[`PATCH /api/checks/${domain.id}`]!(request);
        if (changes.auto) {
          server.list.domains[0]!.next_run_at = new Date(Date.now() + 60 * 60_000).toISOString();
          return { ...reply, body: server.list.domains[0] };
        }
        server.list.domains[0]!.next_run_at = null;
        return { ...reply, body: server.list.domains[0] };
      },
    });
    const user = userEvent.setup();

    const row = await rowOf('example.com');
    expect(screen.getByText('Automatic checks: 0 of 3; shortest interval: 10 minutes')).toBeInTheDocument();
    const toggle = within(row).getByRole('switch', { name: 'Automatic checks for example.com' });
    await user.click(toggle);
    // Shown on at once, and held still until the server answers.
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    answer.resolve();

    await waitFor(() => expect(row).toHaveTextContent('Next check: in 1 hour'));
    expect(toggle).toBeEnabled();
    expect(
      await screen.findByText('Automatic checks: 1 of 3; shortest interval: 10 minutes'),
    ).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(row).toHaveTextContent('Next check: Off'));
    expect(toggle).not.toBeChecked();
    expect(api.bodiesOf(`PATCH /api/checks/${domain.id}`)).toEqual([{ auto: true }, { auto: false }]);
  });

  it("shows the server's message when the plan's automatic checks are all in use", async () => {
    const on = [makeWatched(), makeWatched(), makeWatched()];
    const domain = makeWatched({ hostname: 'example.com', auto: false, next_run_at: null });
    const why = 'Your plan allows automatic checks of 3 domains. Turn one off or upgrade your plan.';
    openPage(
      { list: makeList({ domains: [...on, domain] }) },
      { [`PATCH /api/checks/${domain.id}`]: refusal(403, 'limit_reached', why) },
    );

    expect(
      await screen.findByText('Automatic checks: 3 of 3; shortest interval: 10 minutes'),
    ).toBeInTheDocument();
    const row = await rowOf('example.com');
    const toggle = within(row).getByRole('switch', { name: 'Automatic checks for example.com' });
    await userEvent.click(toggle);

    expect(await within(row).findByRole('alert')).toHaveTextContent(why);
    expect(toggle).not.toBeChecked();
    expect(row).toHaveTextContent('Next check: Off');
  });
});

describe('/cron-settings: pausing everything', () => {
  it('pauses and resumes every automatic check', async () => {
    const domain = makeWatched({ hostname: 'example.com' });
    const server = { list: makeList({ domains: [domain] }) };
    const { api } = openPage(server, {
      'PUT /api/checks/pause': ({ body }) => {
        const { paused } = body as { paused: boolean };
        server.list = {
          ...server.list,
          paused,
          domains: server.list.domains.map((item) => ({
            ...item,
            next_run_at: paused ? null : domain.next_run_at,
          })),
        };
        return { status: 204 };
      },
    });
    const user = userEvent.setup();

    const row = await rowOf('example.com');
    const pause = screen.getByRole('switch', { name: 'Pause all automatic checks' });
    expect(pause).not.toBeChecked();
    expect(pause).toHaveAccessibleDescription(/Check now still works/);
    await user.click(pause);

    await waitFor(() => expect(row).toHaveTextContent('Next check: Paused'));
    expect(pause).toBeChecked();
    expect(pause).toHaveAccessibleDescription(/Turn this off to resume/);
    // The domain's own switch keeps its setting, for when checks resume.
    expect(within(row).getByRole('switch', { name: 'Automatic checks for example.com' })).toBeChecked();

    await user.click(pause);
    await waitFor(() => expect(row).toHaveTextContent('Next check: in 30 minutes'));
    expect(pause).not.toBeChecked();
    expect(api.bodiesOf('PUT /api/checks/pause')).toEqual([{ paused: true }, { paused: false }]);
  });

  it('shows the error when the switch could not be changed', async () => {
    openPage(
      { list: makeList({ domains: [makeWatched()] }) },
      { 'PUT /api/checks/pause': refusal(503, 'service_unavailable', 'Down.') },
    );

    const pause = await screen.findByRole('switch', { name: 'Pause all automatic checks' });
    await userEvent.click(pause);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    expect(pause).not.toBeChecked();
  });
});

describe('/cron-settings: the notice after a plan change', () => {
  it('shows the notice until it is dismissed, and tells the server', async () => {
    const notice = 'Your plan changed: the schedules of 2 domains now run every 10 minutes.';
    const domain = makeWatched({ hostname: 'example.com' });
    const server = { list: makeList({ domains: [domain], notice }) };
    let dismissed = 0;
    openPage(server, {
      'DELETE /api/checks/notice': () => {
        dismissed += 1;
        server.list = { ...server.list, notice: null };
        return { status: 204 };
      },
    });
    const user = userEvent.setup();

    const banner = await screen.findByRole('status', { name: 'Your schedules changed' });
    expect(banner).toHaveTextContent(notice);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Your schedules changed' })).not.toBeInTheDocument();
    await waitFor(() => expect(dismissed).toBe(1));
  });
});

describe('/cron-settings: loading, empty and error', () => {
  it('points to Check Domains when no domain is watched', async () => {
    openPage({ list: makeList() });

    expect(await screen.findByRole('heading', { name: 'No domains to schedule yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Check Domains' })).toHaveAttribute(
      'href',
      '/check-domains',
    );
    expect(screen.getByRole('switch', { name: 'Pause all automatic checks' })).toBeInTheDocument();
  });

  it('shows a placeholder while loading', async () => {
    const answer = deferred<Reply>();
    openPage({ list: makeList() }, { 'GET /api/checks': () => answer.promise });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your watched domains');
    answer.resolve({ status: 200, body: makeList() });
    expect(await screen.findByRole('heading', { name: 'No domains to schedule yet' })).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let failing = true;
    openPage(
      { list: makeList() },
      {
        'GET /api/checks': () =>
          failing ? refusal(500, 'internal_error', 'boom') : { status: 200, body: makeList() },
      },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No domains to schedule yet' })).toBeInTheDocument();
  });
});
