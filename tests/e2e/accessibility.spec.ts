import { request as httpRequest } from 'node:http';
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pages, type PagePath } from '../../src/shared/pages';
import { createTxtRecord, mailedConfirmation, putOnPlan } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';

// Every route of the spec through axe-core (WCAG 2.1 A and AA, plus best practice), in English and
// Indonesian, in the light and the dark theme, at 360 px and 1440 px: no violation of impact
// serious or critical, and every element the Tab key reaches shows that it has focus. The dark
// theme is checked on the page already loaded (its class put on <html>), with the rules a theme
// can change (contrast), not the whole set and not a second load. The public pages
// are opened by a visitor whose browser asks for the language; the signed-in and admin pages by one
// account (an admin on a paid plan, so every page and section is offered) whose language setting is
// changed through PATCH /api/me, as the settings page changes it. The account has a little of
// everything first (links with clicks and rules, domains, a watched domain with a check, an order,
// a notification, feedback, an API key), so the pages show their populated state. Then the states
// a page load does not show (dialogs, menus, the palette, a chart's table, errors, a toast), and a
// keyboard pass: through the shell to a page action, a dialog opened and closed, focus back on its
// opener.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What a theme changes: colours. Every other rule gives the same answer in both themes. */
const themeRules = ['color-contrast', 'link-in-text-block'];
/**
 * Looked at in Indonesian and dark (issue 38's proof), when E2E_DARK_SHOTS is set (CI's time is
 * better spent elsewhere): test-results/screenshots/dark-id-<width>-<who>-<page>.png.
 */
const darkShots: ReadonlySet<string> = new Set(
  process.env.E2E_DARK_SHOTS
    ? ['/', '/pricing', '/cloaking', '/check-domains', '/dashboard', '/analytics']
    : [],
);

const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
/** The webhook endpoint the account has (its name resolves nowhere: its deliveries fail, unseen). */
const webhookUrl = 'https://hooks.toko-a11y.example/ringkas';
// Short links live on the server's public URL, localhost:<port>.
const shortHost = `localhost:${serverUrl.port}`;

interface Seeded {
  email: string;
  linkTitle: string;
  previewLinkId: string;
  pendingDomain: string;
  watched: string;
}

interface Route {
  path: PagePath;
  /** What follows the path: the query that gives the page something to show. */
  query?: (seeded: Seeded) => string;
  /** A text the page shows once its data is in (seeded data: the same in either language). */
  ready?: (seeded: Seeded) => string;
}

// The spec's routes, by who opens them. Every path of src/shared/pages.ts is here (checked below).
const publicRoutes: Route[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/login' },
  { path: '/register' },
  { path: '/forgot-password' },
  { path: '/reset-password', query: () => '?token=not-a-real-token' },
  { path: '/auth/callback', query: () => '?status=verified' },
  { path: '/safe-redirect', query: (seeded) => `?link=${seeded.previewLinkId}` },
  { path: '/invite/:token' },
  // Not a page of the registry: any unknown path shows the not-found page.
  { path: '/no-such-page/at-all' as PagePath },
];

const signedInRoutes: Route[] = [
  { path: '/dashboard', ready: (seeded) => seeded.linkTitle },
  { path: '/create' },
  { path: '/shortlinks', ready: (seeded) => seeded.linkTitle },
  { path: '/shortlinks/tags' },
  { path: '/cloaking', ready: () => 'https://example.com/promo' },
  { path: '/analytics' },
  { path: '/domains', ready: (seeded) => seeded.pendingDomain },
  { path: '/check-domains', ready: (seeded) => seeded.watched },
  { path: '/cron-settings', ready: (seeded) => seeded.watched },
  { path: '/pricing' },
  { path: '/payments' },
  { path: '/profile' },
  { path: '/settings' },
  { path: '/settings/workspace' },
  { path: '/settings/members', ready: (seeded) => seeded.email },
  { path: '/settings/webhooks', ready: () => webhookUrl },
  { path: '/bot-settings' },
  { path: '/notifications', ready: () => 'Selamat datang di pemeriksaan aksesibilitas' },
  { path: '/feedback' },
  { path: '/telegram-support' },
];

const adminRoutes: Route[] = [
  { path: '/admin' },
  { path: '/admin/pricing' },
  { path: '/admin/bot-api' },
  { path: '/admin/domain-brand' },
  { path: '/admin/payment-gateway' },
  { path: '/admin/users', ready: (seeded) => seeded.email },
];

const languages = [
  { language: 'en', locale: 'en-US' },
  { language: 'id', locale: 'id-ID' },
] as const;
const widths = [
  { width: 360, height: 800 },
  { width: 1440, height: 900 },
] as const;

let seeded: Seeded;

/** A visit to a short link, as a browser on the public URL's host sends it. */
function visit(path: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: serverUrl.port, path, headers: { host: shortHost, ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function ok(answer: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await mkdir(shots, { recursive: true });
  const base = serverUrl.origin;
  // Its own address, so its sign-up counts against no other test's limit.
  const user = new ApiSession(base, { 'x-forwarded-for': '192.0.2.77' });
  const email = `${Date.now()}-a11y@example.com`;
  await user.signUp(email, password, mailedConfirmation);
  await ok(user.request('PATCH', '/api/me', { name: 'Sari Aksesibilitas' }), 'name');
  const me = await ok(user.request('GET', '/api/me'), 'me');

  const admin = new ApiSession(base);
  await admin.signIn(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await ok(admin.request('PUT', `/api/admin/users/${me.profile.id}/admin`, { is_admin: true }), 'promote');
  await putOnPlan(email, 'vip');

  // Links, one with a preview page (the safe-redirect page shows it), one with country rules.
  const linkTitle = 'Promo Lebaran';
  const links = [];
  for (const [index, data] of [
    { destination_url: 'https://example.com/promo', title: linkTitle },
    { destination_url: 'https://example.com/katalog', title: 'Katalog produk', preview: true },
    { destination_url: 'https://example.com/blog', custom_alias: `a11y-${Date.now()}` },
  ].entries()) {
    links.push(await ok(user.request('POST', '/api/links', data), `link ${index}`));
  }
  await ok(
    user.request('PUT', `/api/links/${links[0].id}/targeting`, {
      rules: [
        {
          condition: { type: 'country', countries: ['ID', 'MY'] },
          destination_url: 'https://example.com/promo-id',
        },
      ],
      fallback_url: 'https://example.com/promo-lain',
    }),
    'targeting',
  );
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ];
  for (let index = 0; index < 6; index += 1) {
    const status = await visit(`/${links[index % 2].short_url}`, {
      'user-agent': agents[index % 2]!,
      'x-forwarded-for': `198.51.100.${120 + index}`,
      'cf-ipcountry': index % 3 === 0 ? 'US' : 'ID',
    });
    expect(status, 'a visit through the redirect').toBeLessThan(400);
  }

  // Two custom domains: one proven, one waiting for its record.
  const stamp = Date.now();
  const verified = await ok(
    user.request('POST', '/api/domains', { hostname: `go-${stamp}.toko-a11y.example` }),
    'domain',
  );
  const pending = await ok(
    user.request('POST', '/api/domains', { hostname: `link-${stamp}.toko-a11y.example` }),
    'domain',
  );
  const txt = verified.records.find((record: { purpose: string }) => record.purpose === 'proof');
  await createTxtRecord(txt.name, txt.value);
  await ok(user.request('POST', `/api/domains/${verified.id}/verify`), 'verify');

  // A watched domain with a check behind it (the tests' resolver blocks this one).
  const watched = 'diblokir.toko-e2e.example';
  const watching = await ok(user.request('POST', '/api/checks', { hostnames: watched }), 'watch');
  await ok(user.request('POST', `/api/checks/${watching.added[0].id}/run`), 'check');

  await ok(user.request('POST', '/api/orders', { plan: 'medium', method: 'bank_transfer' }), 'order');
  await ok(
    admin.request('POST', '/api/admin/notifications', {
      user_id: me.profile.id,
      title: 'Selamat datang di pemeriksaan aksesibilitas',
      link: '/dashboard',
    }),
    'notification',
  );
  await ok(
    user.request('POST', '/api/feedback', { category: 'idea', message: 'Tolong tambah ekspor PDF.' }),
    'feedback',
  );
  await ok(user.request('POST', '/api/api-keys', { name: 'Toko online', scopes: ['links:read'] }), 'key');
  await ok(
    user.request('POST', '/api/webhooks', {
      url: webhookUrl,
      events: ['link.created'],
      description: 'CRM toko',
    }),
    'webhook',
  );

  seeded = { email, linkTitle, previewLinkId: links[1].id, pendingDomain: pending.hostname, watched };
  // Clicks are written about once a second.
  await expect
    .poll(async () => (await user.request('GET', '/api/analytics?range=24h')).body.totals?.clicks, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
});

interface Violation {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits for a page's own content: a heading, nothing loading, and the seeded text if any. */
async function settle(page: Page, route: Route) {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
  if (route.ready) await expect(page.getByText(route.ready(seeded)).first()).toBeVisible();
  // No route change or transition is still dimming the page.
  await expect(page.locator('main.opacity-50')).toHaveCount(0);
  // Nor is anything still fading in: axe would judge a colour half-way.
  await animationsDone(page);
}

/** Resolves once no animation or transition runs but endless ones (a spinner's). */
function animationsDone(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Every element the Tab key reaches that shows no change when focused by keyboard: no outline, ring
 * (box shadow), border, background or text change on it or on the wrapper around it. Runs in the
 * page: the keyboard is used once, so that later scripted focus counts as keyboard focus.
 */
async function focusGaps(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const style = document.createElement('style');
    // Rings appear at once: a transition would be caught half-way.
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
    // Focus parks on this between two elements; inside an open dialog or menu, whose focus trap
    // would not let it go outside.
    const neutral = document.createElement('button');
    neutral.setAttribute('aria-hidden', 'true');
    neutral.style.cssText = 'position: fixed; top: 0; left: -200px; width: 1px; height: 1px;';
    const trap = document.activeElement?.closest('[role="dialog"], [role="alertdialog"], [role="menu"]');
    (trap ?? document.body).append(neutral);
    const look = (element: Element) => {
      const css = getComputedStyle(element);
      const outline =
        css.outlineStyle === 'none' || parseFloat(css.outlineWidth) === 0
          ? 'none'
          : `${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor}`;
      return [
        outline,
        css.boxShadow,
        css.backgroundColor,
        css.borderColor,
        css.color,
        css.textDecorationLine,
        css.clip,
        css.position,
      ].join('|');
    };
    // The element and two wrappers: a label that rings the radio inside it counts.
    const looks = (element: Element) =>
      [element, element.parentElement, element.parentElement?.parentElement]
        .filter((item): item is HTMLElement => item instanceof HTMLElement)
        .map(look)
        .join('\n');
    const tabbable = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
      ),
    ).filter(
      (element) =>
        element !== neutral &&
        // Radix's focus guards pass focus straight on; they are never where focus stays.
        !element.hasAttribute('data-radix-focus-guard') &&
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !(element instanceof HTMLInputElement && element.type === 'hidden') &&
        !element.closest('[inert]') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    // Focus shows through classes and element kinds: of elements alike in those (a table's row
    // actions, a list of country checkboxes), two stand for the rest. Every focus restyles the
    // page, so a page of hundreds of alike controls cost a minute of the run.
    const kinds = new Map<string, number>();
    const kind = (element: Element) =>
      [element, element.parentElement, element.parentElement?.parentElement]
        .map(
          (item) =>
            `${item?.tagName}.${item?.getAttribute('type')}.${item?.getAttribute('role')}.${item?.className}`,
        )
        .join('>');
    const gaps: string[] = [];
    for (const element of tabbable) {
      const alike = kind(element);
      const seen = kinds.get(alike) ?? 0;
      kinds.set(alike, seen + 1);
      if (seen >= 2) continue;
      neutral.focus();
      const before = looks(element);
      element.focus();
      if (document.activeElement !== element) continue;
      const after = looks(element);
      if (before === after || !element.matches(':focus-visible')) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.getAttribute('name') ??
          '';
        gaps.push(
          `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}" ` +
            `${element.matches(':focus-visible') ? '' : '(not :focus-visible) '}class="${element.className}"`,
        );
      }
    }
    neutral.remove();
    style.remove();
    return gaps;
  });
}

type AxeViolations = axe.AxeResults['violations'];

function serious(violations: AxeViolations, where: string): Violation[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: where,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/**
 * axe's serious and critical violations on the page as it is now, and (with `focus`) the elements
 * whose focus does not show. Focus looks the same in either language, so one pass looks at it.
 */
async function check(page: Page, where: string, focus = true): Promise<Violation[]> {
  // Quick: axe-core is already in the page (withAxe), these pages have no frames, so axe.run in
  // the page itself (legacy mode) does it all; only the violations come back.
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  let violations = results.violations;
  // A colour is judged again a moment later before it counts: a transition or fade that began
  // after settle() looked (a control shown once its data came) is caught half-way, between its
  // two colours (CI, 2026-12-01: an input at 3.37:1 on /create, once in many runs); a colour
  // that is really too faint is just as faint the second time.
  if (violations.some((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    await animationsDone(page);
    const again = await new AxeBuilder({ page, axeSource: ';' })
      .withRules(['color-contrast'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    violations = [
      ...violations.filter((violation) => violation.id !== 'color-contrast'),
      ...again.violations,
    ];
  }
  const found = serious(violations, where);
  const gaps = focus ? await focusGaps(page) : [];
  if (gaps.length > 0) {
    const help = 'Every element the keyboard reaches shows a visible focus indicator';
    found.push({ page: where, rule: 'focus-visible', impact: 'serious', help, nodes: gaps });
  }
  return found;
}

/**
 * The page as it is (light), then the rules a theme changes in the dark theme: in one call into
 * the page, the `dark` class goes on <html> as lib/theme-choice.ts puts it there (transitions off)
 * and axe runs at once. The page stays dark (`light` undoes it); the next one loads as it would.
 */
async function bothThemes(page: Page, where: string, focus: boolean, shot?: string): Promise<Violation[]> {
  const found = await check(page, where, focus);
  const dark = await page.evaluate(async (rules) => {
    document.documentElement.classList.add('theme-switching', 'dark');
    const inPage = (globalThis as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, themeRules);
  found.push(...serious(dark, `${where} (dark)`));
  if (shot) await page.screenshot({ path: `${shots}/${shot}.png`, fullPage: true });
  return found;
}

/** Back to the light theme on a page that `bothThemes` left dark. */
async function light(page: Page) {
  await page.evaluate(() => document.documentElement.classList.remove('dark', 'theme-switching'));
}

/**
 * Opens a page as a person moving through the app does: the first page of a test, and any after
 * the landing page (a document of its own), is loaded; the others are reached by the app's router,
 * in the light theme again. A load per page took half of each test's time (the app and axe parsed
 * and started again for every page).
 */
async function open(page: Page, path: string) {
  const inApp = await page
    .evaluate(
      () => document.getElementById('root') !== null && document.getElementById('landing-data') === null,
    )
    .catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // Back to light with transitions still off, the styles settled, then transitions on again: no
    // colour is caught half-way when axe looks.
    document.documentElement.classList.remove('dark');
    void document.body.offsetHeight;
    document.documentElement.classList.remove('theme-switching');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function audit(
  page: Page,
  route: Route,
  label: string,
  focus: boolean,
  shot?: string,
): Promise<Violation[]> {
  const where = `${label} ${route.path}`;
  // A page with a parameter (`/invite/:token`) is opened with one that names nothing: its error state.
  await open(page, route.path.replace(/:\w+/g, 'not-a-real-token') + (route.query?.(seeded) ?? ''));
  const found: Violation[] = [];
  try {
    await settle(page, route);
  } catch (error) {
    const help = String(error).split('\n')[0]!;
    found.push({ page: where, rule: 'not-ready', impact: 'critical', help, nodes: [] });
  }
  found.push(...(await bothThemes(page, where, focus, shot)));
  return found;
}

function report(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.page}: [${violation.impact}] ${violation.rule} - ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.replace(/\n/g, ' ')}`).join('\n'),
    )
    .join('\n');
}

/**
 * A browser context whose every document loads axe-core as it starts: once a page, instead of the
 * 500 KB sent over again for each check.
 */
async function withAxe(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ content: axe.source });
  return context;
}

async function signedInContext(
  browser: Browser,
  language: string,
  locale: string,
  viewport: { width: number; height: number },
) {
  const context = await withAxe(await browser.newContext({ baseURL: serverUrl.origin, locale, viewport }));
  const headers = { origin: serverUrl.origin };
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: seeded.email, password },
    headers,
  });
  expect(signIn.status()).toBe(200);
  const changed = await context.request.patch('/api/me', { data: { language }, headers });
  expect(changed.status()).toBe(200);
  return context;
}

test('the route list covers every page of the spec', () => {
  const listed = new Set([...publicRoutes, ...signedInRoutes, ...adminRoutes].map((route) => route.path));
  const registry = Object.values(pages).map((page) => page.path);
  expect(registry.filter((path) => !listed.has(path))).toEqual([]);
});

/**
 * English at both widths (with the focus walk); Indonesian, whose longer texts strain a layout most
 * where it is narrowest, at 360 px, and at 1440 px too when the dark pictures are asked for. The
 * same pages at the second width in the second language took a minute of CI's time.
 */
function widthsFor(language: string) {
  return language === 'en' || darkShots.size > 0
    ? widths
    : widths.filter((viewport) => viewport.width === 360);
}

for (const { language, locale } of languages) {
  for (const viewport of widthsFor(language)) {
    const label = `${language} ${viewport.width}px`;
    const focusToo = language === 'en' ? ', and focus always shows' : '';
    /** Indonesian in the dark: a full-page picture of the pages the issue names. */
    const shotOf = (route: Route, who: string) =>
      language === 'id' && darkShots.has(route.path)
        ? `dark-id-${viewport.width}-${who}${route.path === '/' ? '-landing' : route.path.replace(/\//g, '-')}`
        : undefined;
    // The visitor's pages, then the account's and the admin's, each a test of its own: one that
    // hangs or fails names its group, and a busy machine's slow minute costs one group its time.
    test(`the public pages at ${label}, light and dark: no serious or critical axe violation${focusToo}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const violations: Violation[] = [];
      const context = await withAxe(
        await browser.newContext({ baseURL: serverUrl.origin, locale, viewport }),
      );
      try {
        const visitor = await context.newPage();
        for (const route of publicRoutes)
          violations.push(...(await audit(visitor, route, label, focusToo !== '', shotOf(route, 'visitor'))));
        // The visitor's browser language chooses the public pages' language.
        await expect.soft(visitor.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      } finally {
        await context.close();
      }
      expect(violations, report(violations)).toEqual([]);
    });

    for (const [who, routes] of [
      ['an account', signedInRoutes],
      ['the admin', adminRoutes],
    ] as const) {
      test(`the pages of ${who} at ${label}, light and dark: no serious or critical axe violation${focusToo}`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const violations: Violation[] = [];
        const context = await signedInContext(browser, language, locale, viewport);
        try {
          const page = await context.newPage();
          for (const route of routes) {
            violations.push(...(await audit(page, route, label, focusToo !== '', shotOf(route, 'account'))));
          }
          // The account's setting chooses the signed-in pages' language.
          await expect.soft(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        } finally {
          await context.close();
        }
        expect(violations, report(violations)).toEqual([]);
      });
    }
  }
}

test('the keyboard reaches a page action through the shell; a dialog keeps and returns focus', async ({
  browser,
}) => {
  // Past the list's filters (a date field is three stops) to the row: many presses.
  test.setTimeout(90_000);
  const context = await signedInContext(browser, 'en', 'en-US', { width: 1440, height: 900 });
  try {
    const page = await context.newPage();
    await page.goto('/shortlinks');
    await settle(
      page,
      signedInRoutes.find((route) => route.path === '/shortlinks')!,
    );
    const row = page.getByRole('listitem').filter({ hasText: seeded.linkTitle });
    const edit = row.getByRole('button', { name: /^Edit / });

    // First stop: the skip link, shown when focused.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
    // On through the sidebar, the top bar and the page to the link's Edit button, each stop shown.
    const stops: string[] = [];
    for (let presses = 0; presses < 120 && !(await edit.evaluate((el) => el === document.activeElement));) {
      await page.keyboard.press('Tab');
      presses += 1;
      const stop = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return {
          name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
          // A date field's focus is inside it, out of :focus-visible's reach; its ring shows on :focus.
          visible:
            (active?.matches(':focus-visible') ||
              (active instanceof HTMLInputElement &&
                /^(date|datetime-local|time)$/.test(active.type) &&
                getComputedStyle(active).boxShadow !== 'none')) ??
            false,
        };
      });
      expect(stop.visible, `focus shown on "${stop.name}"`).toBe(true);
      stops.push(stop.name);
    }
    await expect(edit).toBeFocused();
    expect(stops).toContain('Recent Links');
    expect(stops).toContain('Search shortlinks and features');
    const box = (await edit.boundingBox())!;
    await page.screenshot({
      path: `${shots}/focus-ring-1440.png`,
      clip: { x: Math.max(0, box.x - 200), y: Math.max(0, box.y - 40), width: 320, height: box.height + 80 },
    });

    // Enter opens the dialog with focus inside; Tab and Shift+Tab stay inside; Escape closes it and
    // focus is back on the button that opened it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit link' });
    await expect(dialog).toBeVisible();
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(inDialog).toBe(true);
    for (const key of [...Array(12).fill('Tab'), ...Array(4).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await inDialog(), `focus kept in the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // The user menu too: Enter opens it on its first item, Escape returns to its button.
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Sari Aksesibilitas', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  } finally {
    await context.close();
  }
});

test('no serious or critical axe violation in open menus, dialogs, tables, errors and toasts, light and dark', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const violations: Violation[] = [];
  const context = await signedInContext(browser, 'en', 'en-US', { width: 1440, height: 900 });
  try {
    const page = await context.newPage();
    const state = async (where: string) => {
      violations.push(...(await bothThemes(page, `en 1440px ${where}`, true)));
      await light(page);
    };

    await page.goto('/shortlinks');
    await settle(
      page,
      signedInRoutes.find((route) => route.path === '/shortlinks')!,
    );
    const row = page.getByRole('listitem').filter({ hasText: seeded.linkTitle });
    await row.getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog', { name: 'Edit link' })).toBeVisible();
    await state('/shortlinks edit dialog');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /^QR code for / }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await state('/shortlinks QR dialog');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search shortlinks and features...').fill('promo');
    await expect(page.getByText('Your Shortlinks')).toBeVisible();
    await page.screenshot({
      path: `${shots}/palette-focus-1440.png`,
      clip: { x: 320, y: 0, width: 800, height: 420 },
    });
    await state('search palette');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Sari Aksesibilitas', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await state('user menu');
    await page.keyboard.press('Escape');

    await page.goto('/check-domains');
    await page.getByRole('button', { name: `Details of ${seeded.watched}` }).click();
    const details = page.getByRole('dialog', { name: `Details of ${seeded.watched}` });
    await details.getByRole('button', { name: 'Show as table' }).click();
    await expect(details.getByRole('table', { name: 'The last checks, newest first' })).toBeVisible();
    await state('/check-domains details dialog with its table');
    await page.keyboard.press('Escape');

    await page.goto('/analytics');
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Clicks over time' });
    await expect(table).toBeVisible();
    await table.screenshot({ path: `${shots}/analytics-table-1440.png` });
    await state('/analytics table');

    await page.goto('/create');
    const destination = page.getByLabel('Destination URL');
    await destination.fill('not a url');
    await page.getByRole('button', { name: 'Create short link' }).click();
    await expect(destination).toHaveAttribute('aria-invalid', 'true');
    await state('/create with an error');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await state('mobile menu (360px)');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(seeded.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await state('/login with a toast and an error');
  } finally {
    await context.close();
  }
  expect(violations, report(violations)).toEqual([]);
});

test("the system's theme is followed live; one chosen in the user menu is the account's and a visit paints it before the app loads", async ({
  browser,
}) => {
  // Three browsers' first loads and four page loads: 12 s alone, more beside the other line's servers.
  test.setTimeout(60_000);
  const viewport = { width: 1440, height: 900 };
  const context = await signedInContext(browser, 'id', 'id-ID', viewport);
  const refused: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/dashboard');
    await settle(
      page,
      signedInRoutes.find((route) => route.path === '/dashboard')!,
    );
    // The account's theme is the system's at first: it follows the browser's scheme, live.
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);

    // By keyboard, in Indonesian: the menu's theme choice, then Gelap (dark).
    await page.getByRole('banner').getByRole('button', { name: 'Sari Aksesibilitas', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const dark = page.getByRole('menuitemradio', { name: 'Gelap' });
    for (
      let presses = 0;
      presses < 10 && !(await dark.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect
      .poll(async () => ((await (await context.request.get('/api/me')).json()) as any).profile.theme)
      .toBe('dark');

    // The next visit, here: dark before any of the app's code has run (public/theme.js in <head>,
    // which the CSP lets through), on the app's pages and on the landing page.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    for (const path of ['/dashboard', '/']) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveClass(/\bdark\b/);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor), { message: path })
        .toBe('rgb(15, 20, 33)');
    }
    expect(refused).toEqual([]);

    // Another browser, which remembers nothing: the account's theme once it is signed in.
    const elsewhere = await signedInContext(browser, 'id', 'id-ID', viewport);
    try {
      const other = await elsewhere.newPage();
      await other.goto('/settings');
      await expect(other.locator('html')).toHaveClass(/\bdark\b/);
    } finally {
      await elsewhere.close();
    }
  } finally {
    // The other tests' pages follow the browser's scheme: the account goes back to "system".
    await context.request.patch('/api/me', {
      data: { theme: 'system' },
      headers: { origin: serverUrl.origin },
    });
    await context.close();
  }
});
