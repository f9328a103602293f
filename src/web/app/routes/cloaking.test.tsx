import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account';
import type {
  LinkTargeting,
  RotatorEntry,
  TargetedLinkList,
  Targeting,
  TestVisitResult,
  WatchedHost,
} from '../../../shared/targeting';
import { makeMe, makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeLink, makeLinkList } from '../../test/make-link';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { formatDateTime } from '../../lib/format';
import { Component as CloakingPage } from './cloaking';

const routes = pageRoutes('/cloaking', CloakingPage);

/** A rotator entry to https://<id>.example, running unless `changes` say otherwise. */
function rotatorEntry(id: string, weight: number, changes: Partial<RotatorEntry> = {}): RotatorEntry {
  return {
    id,
    destination_url: `https://${id}.example`,
    weight,
    paused: false,
    paused_by_check: false,
    ...changes,
  };
}

/** Every targeting feature: the page's sections all show their forms. */
function makeFullMe(): Me {
  const me = makePaidMe();
  return { ...me, entitlements: { ...me.entitlements, deviceTargeting: true, autoRotator: true } };
}

const link = makeLink({ short_url: 'Promo01', link: 'http://localhost:3000/Promo01' });

function linkTargeting(
  targeting: Partial<Targeting> = {},
  notApplied: string[] = [],
  watched: WatchedHost[] = [],
): LinkTargeting {
  return {
    link_id: link.id,
    targeting: { rules: [], fallback_url: null, rotator: [], ...targeting },
    not_applied: notApplied,
    watched_domains: watched,
  };
}

function targetedList(items: TargetedLinkList['items']): TargetedLinkList {
  return { items, total: items.length, page: 1, page_size: 50 };
}

function openEditor(me: Me, targeting: LinkTargeting, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, `/cloaking?link=${link.id}`, {
    me,
    api: {
      [`GET /api/links/${link.id}`]: { status: 200, body: link },
      [`GET /api/links/${link.id}/targeting`]: { status: 200, body: targeting },
      // The server answers a save with what it stored: ids for new rules and entries.
      [`PUT /api/links/${link.id}/targeting`]: ({ body }) => {
        const input = body as Targeting;
        return {
          status: 200,
          body: linkTargeting({
            rules: input.rules.map((rule, index) => ({ ...rule, id: rule.id ?? `r${index}` })),
            fallback_url: input.fallback_url,
            rotator: input.rotator.map((entry, index) => ({
              ...entry,
              id: entry.id ?? `e${index}`,
              paused_by_check: false,
            })),
          }),
        };
      },
      ...more,
    },
  });
}

async function chooseCountry(ruleName: string, search: string, country: string) {
  const rule = await screen.findByRole('listitem', { name: ruleName });
  await userEvent.type(within(rule).getByRole('searchbox', { name: /Search countries/ }), search);
  await userEvent.click(within(rule).getByRole('checkbox', { name: new RegExp(country) }));
}

describe('/cloaking: the list', () => {
  it('lists the links that have rules with their counts, flags, rotator, fallback and not-applied badge', async () => {
    renderRoute(routes, '/cloaking', {
      me: makePaidMe(),
      api: {
        'GET /api/targeting': {
          status: 200,
          body: targetedList([
            {
              link,
              rules: 3,
              countries: ['ID', 'MY'],
              rotator: 2,
              fallback: true,
              not_applied: ['The rotator'],
            },
          ]),
        },
      },
    });

    const list = await screen.findByRole('list', { name: 'Links with rules' });
    const [row] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(row).toHaveTextContent('localhost:3000/Promo01');
    expect(row).toHaveTextContent(link.destination_url);
    expect(row).toHaveTextContent('3 rules');
    expect(within(row!).getByRole('img', { name: 'Indonesia' })).toHaveTextContent('🇮🇩');
    expect(within(row!).getByRole('img', { name: 'Malaysia' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Rotator: 2 destinations');
    expect(row).toHaveTextContent('Fallback URL');
    expect(row).toHaveTextContent('Not applied');
    expect(within(row!).getByRole('link', { name: 'Edit rules for localhost:3000/Promo01' })).toHaveAttribute(
      'href',
      `/cloaking?link=${link.id}`,
    );
  });

  it("offers a link picker when no link has rules yet, searching the user's links", async () => {
    const other = makeLink({ short_url: 'Shoes99', link: 'http://localhost:3000/Shoes99' });
    const { api, router } = renderRoute(routes, '/cloaking', {
      me: makePaidMe(),
      api: {
        'GET /api/targeting': { status: 200, body: targetedList([]) },
        'GET /api/links': ({ url }) => ({
          status: 200,
          body: makeLinkList(url.searchParams.get('q') === 'shoes' ? [other] : [link, other]),
        }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'No rules yet' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Add rules to localhost:3000\/Promo01/ }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a link' }), 'shoes');
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: /Add rules to localhost:3000\/Promo01/ }),
      ).not.toBeInTheDocument(),
    );
    expect(api.queriesOf('GET /api/links').some((query) => query.get('q') === 'shoes')).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: /Add rules to localhost:3000\/Shoes99/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?link=${other.id}`));
    expect(await screen.findByRole('link', { name: 'All links with rules' })).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let failing = true;
    renderRoute(routes, '/cloaking', {
      me: makePaidMe(),
      api: {
        'GET /api/targeting': () =>
          failing ? refusal(500, 'internal_error', 'boom') : { status: 200, body: targetedList([]) },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/went wrong|error/i);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No rules yet' })).toBeInTheDocument();
  });

  it('shows a free trial the way to a paid plan, and asks the server nothing', async () => {
    const { api } = renderRoute(routes, '/cloaking', { me: makeMe(), api: {} });

    expect(
      await screen.findByRole('heading', { name: 'Cloaking Rules come with a paid plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(api.calls.filter((call) => call.path.includes('targeting'))).toEqual([]);
  });
});

describe('/cloaking: the editor', () => {
  it('checks the rules before saving, names each field, then saves what the user built', async () => {
    const { api } = openEditor(makeFullMe(), linkTargeting());

    await userEvent.click(await screen.findByRole('button', { name: 'Add a country rule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    const rule = screen.getByRole('listitem', { name: 'Rule 1' });
    expect(within(rule).getByText('Choose at least one country.')).toBeInTheDocument();
    expect(within(rule).getByRole('textbox', { name: 'Destination for Rule 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Some fields need fixing: see the messages next to them.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toEqual([]);

    await chooseCountry('Rule 1', 'indo', 'Indonesia');
    expect(within(rule).getByRole('list', { name: 'Chosen countries' })).toHaveTextContent('Indonesia');
    await userEvent.type(
      within(rule).getByRole('textbox', { name: 'Destination for Rule 1' }),
      'https://example.id/promo',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Fallback URL' }), 'https://example.com/rest');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() =>
      expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toEqual([
        {
          rules: [
            {
              condition: { type: 'country', countries: ['ID'] },
              destination_url: 'https://example.id/promo',
            },
          ],
          fallback_url: 'https://example.com/rest',
          rotator: [],
        },
      ]),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it("shows the server's field errors next to their fields, and a 403's words", async () => {
    const saved = linkTargeting({
      rules: [
        { id: 'a', condition: { type: 'country', countries: ['ID'] }, destination_url: 'https://a.example' },
        { id: 'b', condition: { type: 'device', devices: ['mobile'] }, destination_url: 'https://b.example' },
      ],
      rotator: [rotatorEntry('x', 10), rotatorEntry('y', 10)],
    });
    const { api } = openEditor(makeFullMe(), saved, {
      [`PUT /api/links/${link.id}/targeting`]: refusal(400, 'validation_failed', 'Check the fields.', {
        'rules.1.destination_url': 'This host is blocked.',
        'rotator.1.weight': 'Use a weight of at most 100.',
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Save rules' }));
    // Numbered after the country rule, as "Test a visit" and the Destinations breakdown number it.
    const device = await screen.findByRole('listitem', { name: 'Rule 2' });
    expect(within(device).getByText('2')).toBeInTheDocument();
    const countryRules = screen.getByRole('list', { name: 'Country rules, in the order they are tried' });
    expect(within(countryRules).getByRole('listitem', { name: 'Rule 1' })).toBeInTheDocument();
    expect(await within(device).findByText('This host is blocked.')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Destination 2' });
    expect(within(second).getByText('Use a weight of at most 100.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toHaveLength(1);

    api.set({
      [`PUT /api/links/${link.id}/targeting`]: refusal(
        403,
        'forbidden',
        'The rotator is not in your plan: it comes with the medium and large plans.',
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText('The rotator is not in your plan: it comes with the medium and large plans.'),
    ).toBeInTheDocument();
  });

  it('shows each section the plan lacks as a way to /pricing instead of its form', async () => {
    // The medium plan: country rules and the fallback, no device rules, no rotator.
    openEditor(makePaidMe(), linkTargeting({}, ['The rotator']));

    expect(await screen.findByRole('button', { name: 'Add a country rule' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fallback URL' })).toBeInTheDocument();
    expect(screen.getByText('Device, OS and language rules: not in your plan')).toBeInTheDocument();
    expect(screen.getByText('The rotator: not in your plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a rotator' })).not.toBeInTheDocument();
    for (const upgrade of screen.getAllByRole('link', { name: 'See plans' })) {
      expect(upgrade).toHaveAttribute('href', '/pricing');
    }
    expect(screen.getByText('Stored but not applied on your current plan: The rotator.')).toBeInTheDocument();
  });

  it('keeps what a lost feature stored unless the user removes it', async () => {
    const saved = linkTargeting(
      {
        rules: [
          {
            id: 'a',
            condition: { type: 'country', countries: ['ID'] },
            destination_url: 'https://a.example',
          },
        ],
        rotator: [rotatorEntry('x', 10), rotatorEntry('y', 10)],
      },
      ['The rotator'],
    );
    const { api } = openEditor(makePaidMe(), saved);

    expect(
      await screen.findByText('2 saved items are kept but not applied until your plan includes them again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the 2 saved items' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toHaveLength(1));
    const [body] = api.bodiesOf(`PUT /api/links/${link.id}/targeting`) as Targeting[];
    expect(body!.rotator).toEqual([]);
    expect(body!.rules.map((rule) => rule.id)).toEqual(['a']);
  });

  it('reorders rules with Alt+Arrow and the move buttons, and saves that order', async () => {
    const saved = linkTargeting({
      rules: [
        { id: 'a', condition: { type: 'country', countries: ['ID'] }, destination_url: 'https://a.example' },
        { id: 'b', condition: { type: 'country', countries: ['MY'] }, destination_url: 'https://b.example' },
        { id: 'c', condition: { type: 'country', countries: ['SG'] }, destination_url: 'https://c.example' },
      ],
    });
    const { api } = openEditor(makeFullMe(), saved);

    const first = await screen.findByRole('listitem', { name: 'Rule 1' });
    const destination = within(first).getByRole('textbox', { name: 'Destination for Rule 1' });
    destination.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByText('Rule 1 moved to position 2 of 3.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move Rule 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toHaveLength(1));
    const [body] = api.bodiesOf(`PUT /api/links/${link.id}/targeting`) as Targeting[];
    expect(body!.rules.map((rule) => rule.id)).toEqual(['b', 'c', 'a']);
  });

  it("shows each rotator destination's share, the pause toggle, and which are paused by a domain check", async () => {
    const checkedAt = '2026-11-24T10:00:00.000Z';
    openEditor(
      makeFullMe(),
      linkTargeting(
        {
          rotator: [
            rotatorEntry('x', 30),
            rotatorEntry('y', 10),
            rotatorEntry('z', 50, { paused_by_check: true }),
          ],
        },
        [],
        [
          { hostname: 'x.example', state: 'up', checked_at: checkedAt },
          { hostname: 'z.example', state: 'down', checked_at: checkedAt },
          { hostname: 'blocked.example', state: 'blocked', checked_at: checkedAt },
        ],
      ),
    );

    const shares = await screen.findAllByTestId('rotator-share');
    expect(shares.map((share) => share.textContent)).toEqual(['75% of visits', '25% of visits', 'No visits']);
    const paused = within(screen.getByRole('listitem', { name: 'Destination 3' })).getByTestId('check-pause');
    expect(paused).toHaveTextContent(
      `Paused: z.example is down (checked ${formatDateTime(checkedAt)}). Back in rotation once a check finds it up.`,
    );
    expect(screen.getByRole('listitem', { name: 'Destination 1' })).toHaveTextContent(
      `Followed on Check Domains: x.example was fine when checked ${formatDateTime(checkedAt)}.`,
    );
    expect(screen.getAllByTestId('check-pause')).toHaveLength(1);
    expect(screen.getByText(/^Only domains on Check Domains are followed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Check Domains' })).toHaveAttribute(
      'href',
      '/check-domains',
    );

    // A destination moved onto a domain that is blocked now: paused as the save will store it.
    const second = screen.getByRole('textbox', { name: 'URL of Destination 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'https://Blocked.example/offer');
    expect(
      within(screen.getByRole('listitem', { name: 'Destination 2' })).getByTestId('check-pause'),
    ).toHaveTextContent(/^Paused: blocked\.example is blocked/);
    expect(screen.getAllByTestId('rotator-share').map((share) => share.textContent)).toEqual([
      '100% of visits',
      'No visits',
      'No visits',
    ]);

    await userEvent.click(screen.getByRole('switch', { name: 'Pause Destination 1' }));
    expect(screen.getAllByTestId('rotator-share').map((share) => share.textContent)).toEqual([
      'No visits',
      'No visits',
      'No visits',
    ]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Weight of Destination 1' }), {
      target: { value: '0' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Use a weight of at least 1.')).toBeInTheDocument();
  });

  it('says the order a visit is decided in, and warns beside the fallback URL while it can never apply', async () => {
    openEditor(
      makeFullMe(),
      linkTargeting(
        {
          rules: [
            {
              id: 'a',
              condition: { type: 'country', countries: ['ID'] },
              destination_url: 'https://a.example',
            },
          ],
          fallback_url: 'https://rest.example',
          rotator: [rotatorEntry('x', 1), rotatorEntry('y', 1, { paused_by_check: true })],
        },
        [],
        [{ hostname: 'y.example', state: 'down', checked_at: '2026-11-24T10:00:00.000Z' }],
      ),
    );

    expect(
      await screen.findByText(
        'Each visit is decided in this order: country rules, then the other rules from top to bottom, then the rotator, then the fallback URL (only on links with country rules), then the main destination.',
      ),
    ).toBeInTheDocument();
    const fallback = screen.getByRole('textbox', { name: 'Fallback URL' });
    expect(fallback).toHaveAccessibleDescription(/^Tried after every rule and the rotator/);
    // Destination 1 is live: the rotator answers before the fallback ever could.
    expect(fallback).toHaveAccessibleDescription(
      /This fallback URL is never used now: the rotator answers every visitor that no rule matches\./,
    );

    // With every destination paused (the second by a domain check), the fallback applies again.
    await userEvent.click(screen.getByRole('switch', { name: 'Pause Destination 1' }));
    expect(screen.queryByTestId('fallback-warning')).not.toBeInTheDocument();

    // Without a country rule it never applies.
    const rule = screen.getByRole('listitem', { name: 'Rule 1' });
    await userEvent.click(within(rule).getByRole('button', { name: 'Remove Rule 1' }));
    expect(screen.getByTestId('fallback-warning')).toHaveTextContent(
      'This fallback URL is never used now: it applies only to links with country rules. Add a country rule, or leave it empty.',
    );
    await userEvent.clear(fallback);
    expect(screen.queryByTestId('fallback-warning')).not.toBeInTheDocument();
  });

  it("tests a visit with the server's evaluate and shows where it goes and why", async () => {
    const result: TestVisitResult = {
      destination_url: 'https://a.example',
      choice: { kind: 'rule', id: 'a' },
      reason: "Rule 1 matched: visitor's country ID is in ID.",
      visitor: {
        country: 'ID',
        device: 'mobile',
        os: 'Android',
        language: 'id',
        browser: 'Chrome',
        ip: null,
        query: null,
        at: '2026-11-30T03:00:00.000Z',
      },
      not_applied: [],
    };
    const { api } = openEditor(
      makeFullMe(),
      linkTargeting({
        rules: [
          {
            id: 'a',
            condition: { type: 'country', countries: ['ID'] },
            destination_url: 'https://a.example',
          },
        ],
      }),
      { [`POST /api/links/${link.id}/targeting/test`]: { status: 200, body: result } },
    );

    const panel = await screen.findByRole('form', { name: 'Test a visit' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Country' }), 'ID');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Device' }), 'mobile');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Browser language' }), 'id');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Query string' }), '?utm_source=ig');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Address' }), '203.0.113.7');
    fireEvent.change(within(panel).getByLabelText('Time of the visit'), {
      target: { value: '2026-12-04T22:30' },
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Test this visit' }));

    const answer = await within(panel).findByRole('region', { name: 'Test result' });
    expect(within(answer).getByTestId('test-destination')).toHaveTextContent('https://a.example');
    expect(answer).toHaveTextContent("Rule 1 matched: visitor's country ID is in ID.");
    expect(answer).toHaveTextContent(
      `browser Chrome, address -, at ${formatDateTime('2026-11-30T03:00:00.000Z')}`,
    );
    const [sent] = api.bodiesOf(`POST /api/links/${link.id}/targeting/test`) as Record<string, unknown>[];
    expect(sent).toMatchObject({
      country: 'ID',
      device: 'mobile',
      os: null,
      user_agent: null,
      language: 'id',
      query: 'utm_source=ig',
      ip: '203.0.113.7',
    });
    // The browser's own wall-clock time, sent with its offset.
    expect(Date.parse(sent!.at as string)).toBe(new Date('2026-12-04T22:30').getTime());
  });

  it('builds the other kinds of rule (query, address, dates, schedule, browser) and saves them', async () => {
    const me = makeFullMe();
    const { api } = openEditor(
      { ...me, entitlements: { ...me.entitlements, advancedRules: true } },
      linkTargeting(),
    );
    const section = await screen.findByRole('list', { name: 'Other rules, in the order they are tried' });
    const add = () => userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const kind = async (ruleName: string, type: string) => {
      const rule = screen.getByRole('listitem', { name: ruleName });
      await userEvent.selectOptions(
        within(rule).getByRole('combobox', { name: `Condition for ${ruleName}` }),
        type,
      );
      return rule;
    };
    expect(section).toBeInTheDocument();

    await add();
    const query = await kind('Rule 1', 'Query parameter');
    await userEvent.type(within(query).getByRole('textbox', { name: 'Parameter of Rule 1' }), 'utm_source');
    await userEvent.type(
      within(query).getByRole('textbox', { name: 'Values for Rule 1' }),
      'ig{Enter}newsletter{Enter}',
    );
    await userEvent.type(
      within(query).getByRole('textbox', { name: 'Destination for Rule 1' }),
      'https://q.example',
    );

    await add();
    const address = await kind('Rule 2', 'Visitor address');
    await userEvent.type(
      within(address).getByRole('textbox', { name: 'Addresses and ranges for Rule 2' }),
      '203.0.113.0/24{Enter}2001:db8::/32',
    );
    await userEvent.type(
      within(address).getByRole('textbox', { name: 'Destination for Rule 2' }),
      'https://a.example',
    );

    await add();
    const schedule = await kind('Rule 3', 'Weekly schedule');
    await userEvent.click(within(schedule).getByRole('checkbox', { name: 'Friday' }));
    await userEvent.click(within(schedule).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(within(schedule).getByLabelText('From (for Rule 3)'), { target: { value: '22:00' } });
    await userEvent.type(within(schedule).getByRole('textbox', { name: 'Until (for Rule 3)' }), '02:00');
    await userEvent.selectOptions(
      within(schedule).getByRole('combobox', { name: 'Time zone of Rule 3' }),
      'Asia/Jakarta',
    );
    await userEvent.type(
      within(schedule).getByRole('textbox', { name: 'Destination for Rule 3' }),
      'https://s.example',
    );

    await add();
    const browser = await kind('Rule 4', 'Browser');
    await userEvent.click(within(browser).getByRole('checkbox', { name: 'In-app' }));
    await userEvent.type(
      within(browser).getByRole('textbox', { name: 'Destination for Rule 4' }),
      'https://b.example',
    );

    // A date window with no end, and then its start cleared: refused by name before any save.
    await add();
    const dates = await kind('Rule 5', 'Date window');
    await userEvent.type(
      within(dates).getByRole('textbox', { name: 'Destination for Rule 5' }),
      'https://d.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(within(dates).getByText('Enter a start, an end, or both.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toEqual([]);
    fireEvent.change(within(dates).getByLabelText('From (for Rule 5)'), {
      target: { value: '2026-12-01T00:00' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.bodiesOf(`PUT /api/links/${link.id}/targeting`)).toHaveLength(1));
    const [saved] = api.bodiesOf(`PUT /api/links/${link.id}/targeting`) as Targeting[];
    expect(saved!.rules.map((rule) => rule.condition)).toEqual([
      { type: 'query', name: 'utm_source', match: 'equals', values: ['ig', 'newsletter'] },
      { type: 'ip', ranges: ['203.0.113.0/24', '2001:db8::/32'] },
      { type: 'schedule', days: ['fri', 'sat'], from: '22:00', to: '02:00', timezone: 'Asia/Jakarta' },
      { type: 'browser', browsers: ['In-app'] },
      { type: 'date', from: expect.stringMatching(/^2026-12-01T00:00:00[+-]\d\d:\d\d$/), to: null },
    ]);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  }, 15_000); // it types into a dozen fields: about 2 s alone, over 5 s beside the rest of the suite

  it('offers only the kinds of rule the plan has, and keeps a stored rule of another kind', async () => {
    const me = makeFullMe();
    openEditor(
      { ...me, entitlements: { ...me.entitlements, advancedRules: false } },
      linkTargeting({
        rules: [
          {
            id: 'q',
            condition: { type: 'query', name: 'promo', match: 'present', values: [] },
            destination_url: 'https://q.example',
          },
        ],
      }),
    );
    const rule = await screen.findByRole('listitem', { name: 'Rule 1' });
    const select = within(rule).getByRole('combobox', { name: 'Condition for Rule 1' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Query parameter', 'Device type', 'Operating system', 'Browser language']);
    expect(within(rule).getByRole('textbox', { name: 'Parameter of Rule 1' })).toHaveValue('promo');
  });

  it("says so when the link is not the user's", async () => {
    openEditor(makeFullMe(), linkTargeting(), {
      [`GET /api/links/${link.id}/targeting`]: refusal(404, 'not_found', 'No such link.'),
    });
    expect(await screen.findByText('This link does not exist or is not yours.')).toBeInTheDocument();
  });
});
