// The links the redirect benchmarks load (bench:redirect for seconds, bench:instructions for
// instructions): a data directory filled by a build's own server, then its links written straight
// into the database (10,000 API calls would time the API, not the redirect), its owner on the
// plan that has every feature.
import pg from 'pg';
import { hashPassword } from 'better-auth/crypto';
import { weekDays, type Targeting } from '../src/shared/targeting';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir } from '../tests/e2e/server';

export const linkCount = 10_000;
export const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * An autocannon request of a random visit: one of `paths`, from a random public address (in
 * `X-Forwarded-For`: the server runs with TRUST_PROXY) in one of Indonesia's blocks, as a browser.
 */
export function randomVisit(paths: readonly string[]) {
  return {
    method: 'GET',
    setupRequest: (request: Record<string, unknown>) => {
      const visit = Math.floor(Math.random() * 2 ** 30);
      return {
        ...request,
        path: paths[visit % paths.length],
        headers: {
          'user-agent': userAgent,
          'x-forwarded-for': `${[36, 49, 103, 114, 125, 180, 202][visit % 7]}.${(visit >> 3) % 256}.${(visit >> 11) % 256}.${1 + ((visit >> 19) % 254)}`,
        },
      };
    },
  };
}

/** 10 country rules of 3 countries each, a rule for mobiles (this load is a desktop) and a rotator. */
const countries =
  'ID MY SG TH VN PH IN JP KR CN TW HK AU NZ US CA MX BR AR CL GB DE FR NL ES IT PL SE NO TR'.split(' ');
export const targeting: Targeting = {
  rules: [
    ...Array.from({ length: 10 }, (_, index) => ({
      id: `geo${index}`,
      condition: { type: 'country' as const, countries: countries.slice(index * 3, index * 3 + 3) },
      destination_url: `https://example.com/country/${index}`,
    })),
    {
      id: 'mobile',
      condition: { type: 'device', devices: ['mobile'] },
      destination_url: 'https://example.com/m',
    },
  ],
  fallback_url: null,
  rotator: [50, 30, 20].map((weight, index) => ({
    id: `r${index}`,
    destination_url: `https://example.com/offer/${index}`,
    weight,
    paused: false,
    paused_by_check: false,
  })),
};

/** Every day, all day, in the owner's zone: each visit goes through the schedule's clock. */
export const scheduled: Targeting = {
  rules: [
    {
      id: 'week',
      condition: {
        type: 'schedule',
        days: [...weekDays],
        from: '00:00',
        to: '24:00',
        timezone: 'Asia/Jakarta',
      },
      destination_url: 'https://example.com/schedule',
    },
  ],
  fallback_url: null,
  rotator: [],
};

/** Protected links, each unlocked once before the runs for its cookie (a scrypt check each). */
export const protectedCount = 200;
export const linkPassword = 'bench link passphrase';
export const previewCount = 1_000;
export const crawler = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
/** A verified custom domain of the owner's, for the links of set `c`. */
export const customHost = 'go.brand.example';

/** The sets beyond the plain links (`b`), by the letter their codes start with. */
export type LinkSet = 't' | 'p' | 's' | 'w' | 'c';

export const linkRange = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `/${prefix}${String(i + 1).padStart(6, '0')}`);

export interface FilledData {
  dataDir: string;
  /** The plain links' paths: the one made through the API, then the 9,999 written beside it. */
  plainPaths: string[];
  /** Set `p`'s paths, each with the Cookie header its password set (a tab between). */
  passwordLines: string[];
}

/**
 * Starts a build's server (`entry`: its dist/server/main.js; this checkout's when left out) on a
 * new data directory, makes the owner and the links of `sets`, unlocks the protected ones (their
 * cookies outlive a restart: the secret is the data directory's), and stops it: the caller starts
 * it again, as after a deploy (it fills its redirect cache from the database at start). `count`
 * links in each set but the protected ones.
 */
export async function fillLinks(
  label: string,
  entry: string[] | undefined,
  sets: readonly LinkSet[],
  env: Record<string, string>,
  count: number = linkCount,
): Promise<FilledData> {
  process.stderr.write(`filling ${label}...\n`);
  const dataDir = await tempDataDir();
  const server = await startServer({ dataDir, env, entry });
  const owner = new ApiSession(server.url);
  await owner.signUp('bench@example.com', 'benchmark passphrase');
  const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
    .body;
  const db = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await db.connect();
  const workspace = { workspaceId: sample.user_id, domain: sample.domain };
  const insert = (prefix: string, count: number, columns = '', values = '', extra: unknown[] = []) =>
    insertLinks(db, workspace, prefix, count, columns, values, extra);
  await insert('b', count - 1);
  if (sets.includes('t')) await insert('t', count, ', targeting', ', $4::jsonb', [JSON.stringify(targeting)]);
  if (sets.includes('p'))
    await insert('p', protectedCount, ', password_hash', ', $4', [await hashPassword(linkPassword)]);
  if (sets.includes('s')) await insert('s', previewCount, ', social_title', ", 'Sale ' || g");
  if (sets.includes('w')) await insert('w', count, ', targeting', ', $4::jsonb', [JSON.stringify(scheduled)]);
  if (sets.includes('c')) {
    await db.query(
      `INSERT INTO custom_domains (workspace_id, hostname, token, status, verified_at)
       VALUES ($1, $2, 'bench', 'verified', now())`,
      [sample.user_id, customHost],
    );
    await insertLinks(db, { ...workspace, domain: customHost }, 'c', count);
  }
  // Every feature applies (targeting is cut to the owner's plan when the cache loads a link).
  await db.query(
    `UPDATE workspaces SET subscription_plan = 'vip_max', subscription_expires = now() + interval '30 days' WHERE id = $1`,
    [sample.user_id],
  );
  await db.end();
  const passwordLines = sets.includes('p')
    ? await unlockEach(server.url, linkRange('p', protectedCount))
    : [];
  await server.stop();
  return { dataDir, plainPaths: [`/${sample.short_url}`, ...linkRange('b', count - 1)], passwordLines };
}

/**
 * Writes links `/<prefix>000001` to `/<prefix><count>` of the workspace on `domain` straight into
 * shortlinks, each to its own landing page; `columns` and `values` add columns (`extra` their
 * parameters, from $4).
 */
export function insertLinks(
  db: pg.Client,
  owner: { workspaceId: string; domain: string },
  prefix: string,
  count: number,
  columns = '',
  values = '',
  extra: unknown[] = [],
) {
  return db.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url${columns})
     SELECT $1, '${prefix}' || lpad(g::text, 6, '0'), $2, 'https://example.com/landing/' || g${values}
     FROM generate_series(1, $3::int) g`,
    [owner.workspaceId, owner.domain, count, ...extra],
  );
}

/** Gives each protected link its password once; answers each path with the cookie it set. */
export async function unlockEach(url: string, paths: string[]): Promise<string[]> {
  process.stderr.write(`  unlocking ${paths.length} protected links...\n`);
  const lines: string[] = [];
  for (let start = 0; start < paths.length; start += 10) {
    const answers = await Promise.all(
      paths.slice(start, start + 10).map(async (path) => {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'user-agent': userAgent,
            origin: url,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '36.66.1.1',
          },
          body: new URLSearchParams({ password: linkPassword }),
        });
        const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
        if (response.status !== 303 || !cookie)
          throw new Error(`unlocking ${path} answered ${response.status}`);
        return `${path}\tCookie: ${cookie}`;
      }),
    );
    lines.push(...answers);
  }
  return lines;
}
