import { vi } from 'vitest';
import type { Me } from '../../shared/account';
import type { Brand } from '../../shared/brand';
import { brandDefaults } from '../../shared/brand-defaults';
import { defaultPlans } from '../../shared/plans';
import { workspaceHeader } from '../../shared/workspace-access';
import { makeWorkspace, makeWorkspaceSummary } from './make-workspace';

// A stand-in for the server at the network boundary (global fetch), for component tests: routes are
// "METHOD /path" keys answering a status and a JSON body; every request is recorded. Unless a test
// says otherwise, the account works in its personal workspace, as its owner (GET /api/workspace,
// GET /api/workspaces), as GET /api/brand answers the defaults.

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (request: {
  body: unknown;
  url: URL;
  /** The workspace the request named (the Ringkas-Workspace header); null: the personal one. */
  workspace: string | null;
}) => Reply | Promise<Reply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  calls: RecordedCall[];
  /** Bodies sent to one route, e.g. bodiesOf('POST /api/auth/sign-in/email'). */
  bodiesOf(route: string): unknown[];
  /** Query strings sent to one route, e.g. queriesOf('GET /api/search/links'). */
  queriesOf(route: string): URLSearchParams[];
  /** The workspace each request to one route named (the Ringkas-Workspace header; null: none). */
  workspacesOf(route: string): (string | null)[];
  /** Replace or add routes during a test. */
  set(routes: Record<string, Handler | Reply>): void;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function stubApi(routes: Record<string, Handler | Reply>, brand: Partial<Brand> = {}): FakeApi {
  const table = new Map<string, Handler | Reply>(Object.entries(routes));
  const calls: RecordedCall[] = [];
  // Kept beside the calls, so that tests comparing whole calls need not spell out a query string.
  const queries: { route: string; query: URLSearchParams; workspace: string | null }[] = [];

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(requestUrl(input), window.location.origin);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method, path: url.pathname, body });
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      const workspace = headers.get(workspaceHeader);
      queries.push({ route: `${method} ${url.pathname}`, query: url.searchParams, workspace });

      const key = `${method} ${url.pathname}`;
      const route = table.get(key);
      let reply: Reply;
      if (route) reply = typeof route === 'function' ? await route({ body, url, workspace }) : route;
      else if (key === 'GET /api/brand') reply = { status: 200, body: { ...brandDefaults, ...brand } };
      else if (key === 'GET /api/workspace') reply = { status: 200, body: makeWorkspace() };
      else if (key === 'GET /api/workspaces')
        reply = { status: 200, body: { items: [makeWorkspaceSummary()] } };
      else reply = { status: 404, body: { error: { code: 'not_found', message: `no stub for ${key}` } } };

      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );

  return {
    calls,
    bodiesOf: (route) =>
      calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body),
    queriesOf: (route) => queries.filter((call) => call.route === route).map((call) => call.query),
    workspacesOf: (route) => queries.filter((call) => call.route === route).map((call) => call.workspace),
    set: (more) => {
      for (const [key, value] of Object.entries(more)) table.set(key, value);
    },
  };
}

/** Makes fetch fail as it does when the server cannot be reached. */
export function stubOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

/** The server's refusal: the status, the error's code and sentence, and the fields it names. */
export function refusal(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Reply {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

export const signedOut: Reply = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Sign in first.' } },
};

export function makeMe(profile: Partial<Me['profile']> = {}): Me {
  // In the personal workspace the subscription is the account's own, as the profile says.
  const expiresAt =
    profile.subscription_expires === undefined ? '2030-01-01T00:00:00.000Z' : profile.subscription_expires;
  return {
    profile: {
      id: 'user-1',
      email: 'ayu@example.com',
      username: 'ayu',
      name: 'Ayu Lestari',
      is_admin: false,
      email_verified: true,
      two_factor_enabled: false,
      subscription_plan: 'free',
      subscription_expires: '2030-01-01T00:00:00.000Z',
      telegram_id: null,
      telegram_group_id: null,
      timezone: 'Asia/Jakarta',
      default_domain: null,
      language: 'en',
      theme: 'system',
      created_at: '2025-01-01T00:00:00.000Z',
      ...profile,
    },
    subscription: {
      plan: profile.subscription_plan ?? 'free',
      plan_display_name: { en: 'Free', id: 'Gratis' },
      expiresAt,
      active: true,
      daysLeft: 7,
    },
    plan: defaultPlans[0] ?? null,
    entitlements: {
      createLinks: true,
      maxShortlinks: 1,
      customAlias: false,
      cloakingCountry: false,
      fallbackUrl: false,
      deviceTargeting: false,
      advancedRules: false,
      passwordLinks: false,
      customPreviews: false,
      webhooks: false,
      autoRotator: false,
      maxCheckDomains: 1,
      maxAutoCheckDomains: 0,
      maxCustomDomains: 0,
      maxMembers: 1,
      minCronJobMinutes: 60,
    },
  };
}

/** An account on the paid 'medium' plan, whose entitlements include cloaking by country. */
export function makePaidMe(profile: Partial<Me['profile']> = {}): Me {
  const me = makeMe({ subscription_plan: 'medium', ...profile });
  return {
    ...me,
    subscription: {
      plan: me.profile.subscription_plan,
      plan_display_name: { en: 'Medium', id: 'Medium' },
      expiresAt: me.profile.subscription_expires,
      active: true,
      daysLeft: 30,
    },
    plan: defaultPlans[1] ?? null,
    entitlements: {
      ...me.entitlements,
      maxShortlinks: 5,
      customAlias: true,
      cloakingCountry: true,
      fallbackUrl: true,
      maxCheckDomains: 5,
      maxAutoCheckDomains: 3,
      maxMembers: 3,
      minCronJobMinutes: 10,
    },
  };
}

/** GET /api/me answering 401 until `signIn()` is called, then the given account. */
export function meRoute(me: Me = makeMe()) {
  let signedIn = false;
  return {
    handler: (() => (signedIn ? { status: 200, body: me } : signedOut)) satisfies Handler,
    signIn: () => {
      signedIn = true;
    },
    signOut: () => {
      signedIn = false;
    },
  };
}
