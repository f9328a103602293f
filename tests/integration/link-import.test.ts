import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkImports, shortlinks } from '../../src/server/db/schema';
import { parseCsv } from '../../src/server/platform/text/csv-parse';
import { exportColumns, maxImportBytes } from '../../src/shared/link-import';
import {
  anonymousClient,
  setSubscription,
  signUp,
  uniqueEmail,
  type SignedInClient,
} from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Importing links from CSV (upload -> preview -> confirm -> a job in batches -> the report) and
// exporting them, on the real app and database: the same file runs on PGlite and PostgreSQL.

let t: TestApp;
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A new account on a plan (vip_max: unlimited links with custom aliases). */
async function accountOn(plan: string | null, label = plan ?? 'trial'): Promise<SignedInClient> {
  const user = await signUp(t, { email: uniqueEmail(label) });
  if (plan) await setSubscription(t, user.id, plan, days(30));
  return user;
}

const upload = (client: TestClient, csv: string, fileName = 'links.csv') =>
  client.post('/api/links/imports', { file_name: fileName, csv });

/** Confirms a preview and polls it until the job has finished. */
async function importAll(client: TestClient, id: string, timeoutMs = 90_000) {
  const confirmed = await client.post(`/api/links/imports/${id}/confirm`);
  expect(confirmed.status).toBe(202);
  expect(confirmed.body.state).toBe('queued');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await client.get(`/api/links/imports/${id}`);
    expect(current.status).toBe(200);
    if (current.body.state === 'done' || current.body.state === 'failed') return current.body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${current.body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function linkCount(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(shortlinks)
    .where(eq(shortlinks.workspaceId, userId));
  return row?.n ?? 0;
}

const csvOf = (rows: string[][]) => rows.map((row) => row.join(',')).join('\r\n') + '\r\n';

describe('who may import and export', () => {
  it('answers 401 to an anonymous caller on every route', async () => {
    const anonymous = anonymousClient(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await anonymous.post('/api/links/imports', { csv: 'destination\nhttps://example.com/\n' }),
      await anonymous.post(`/api/links/imports/${id}/confirm`),
      await anonymous.get(`/api/links/imports/${id}`),
      await anonymous.get(`/api/links/imports/${id}/report.csv`),
      await anonymous.get('/api/links/export.csv'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("answers 404 for another account's import, on every route", async () => {
    const owner = await accountOn('vip_max');
    const stranger = await accountOn('vip_max');
    const preview = await upload(owner.client, 'destination\nhttps://example.com/mine\n');
    expect(preview.status).toBe(201);
    const id = preview.body.id;
    expect((await stranger.client.get(`/api/links/imports/${id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/links/imports/${id}/report.csv`)).status).toBe(404);
    expect((await stranger.client.post(`/api/links/imports/${id}/confirm`)).status).toBe(404);
    expect((await stranger.client.get('/api/links/imports/not-an-id')).status).toBe(404);
    // Still the owner's to confirm.
    expect((await importAll(owner.client, id)).created).toBe(1);
  });

  it('refuses an account whose plan creates no links (basic)', async () => {
    const basic = await signUp(t, { email: uniqueEmail('basic') });
    await setSubscription(t, basic.id, 'basic', null);
    const response = await upload(basic.client, 'destination\nhttps://example.com/\n');
    expect(response.status).toBe(403);
  });
});

describe('a 10,000-row file with 50 bad rows', () => {
  it('previews every problem by row and column, then creates the other 9,950 links', async () => {
    const user = await accountOn('vip_max');
    const bad: Record<number, { cells: string[]; field: string }> = {};
    const kinds = [
      { cells: ['not a url', '', ''], field: 'destination' },
      { cells: ['https://example.com/r', 'login', ''], field: 'alias' },
      { cells: ['https://example.com/r', 'x', ''], field: 'alias' },
      { cells: ['https://example.com/r', '', '2001-01-01'], field: 'expiry' },
      { cells: ['https://example.com/r', '', 'next week'], field: 'expiry' },
    ];
    const rows: string[][] = [['destination', 'alias', 'expiry', 'title']];
    for (let index = 0; index < 10_000; index++) {
      const kind = index % 200 === 7 ? kinds[((index / 200) % kinds.length) | 0] : undefined;
      if (kind) {
        // The data row's number in a spreadsheet: the header is row 1.
        bad[index + 2] = kind;
        rows.push([...kind.cells, `Bad ${index}`]);
      } else {
        const alias = index % 10 === 0 ? `imp-${index}` : '';
        rows.push([
          `https://example.com/page/${index}?utm=csv`,
          alias,
          index % 3 === 0 ? '2031-12-31' : '',
          `Row ${index}`,
        ]);
      }
    }
    expect(Object.keys(bad)).toHaveLength(50);
    const csv = csvOf(rows);

    const started = performance.now();
    const preview = await upload(user.client, csv, '10k.csv');
    const previewMs = performance.now() - started;
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      state: 'preview',
      file_name: '10k.csv',
      total_rows: 10_000,
      valid_rows: 9_950,
      invalid_rows: 50,
      plan_limit: null,
      over_limit: 0,
      problem_count: 50,
      columns: {
        destination_url: 'destination',
        custom_alias: 'alias',
        expires_at: 'expiry',
        title: 'title',
      },
      ignored_columns: [],
    });
    expect(preview.body.sample).toHaveLength(20);
    expect(preview.body.sample[0]).toMatchObject({
      row: 2,
      destination_url: 'https://example.com/page/0?utm=csv',
      code: 'imp-0',
      domain: 'localhost',
      title: 'Row 0',
      expires_at: '2031-12-31T23:59:59.000Z',
    });
    const problems = preview.body.problems as { row: number; field: string; message: string }[];
    expect(problems.map((problem) => [problem.row, problem.field])).toEqual(
      Object.entries(bad).map(([row, kind]) => [Number(row), kind.field]),
    );
    for (const problem of problems) expect(problem.message).toMatch(/^[A-Z].*\.$/);
    // Nothing is created by the preview.
    expect(await linkCount(user.id)).toBe(0);

    const confirmedAt = performance.now();
    const done = await importAll(user.client, preview.body.id);
    const importMs = performance.now() - confirmedAt;
    expect(done).toMatchObject({
      state: 'done',
      processed: 9_950,
      created: 9_950,
      failed: 0,
      skipped_for_limit: 0,
      limit_reached: false,
      problem_count: 50,
    });
    expect(done.problems).toEqual(problems);
    expect(await linkCount(user.id)).toBe(9_950);
    // "About a minute" is the bound; the figure is printed for the record.
    expect(importMs).toBeLessThan(60_000);
    process.stdout.write(
      `[link-import ${testEngine}] 10,000 rows: preview ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms\n`,
    );

    // The report names the same 50 rows, as CSV.
    const report = await user.client.get(`/api/links/imports/${preview.body.id}/report.csv`);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const reportRows = parseCsv(report.body as string).slice(1);
    expect(reportRows.map(([row, field]) => [Number(row), field])).toEqual(
      Object.entries(bad).map(([row, kind]) => [Number(row), kind.field]),
    );

    // An alias from the file works as a short link; the rows' finished import no longer keeps them.
    const visit = await t.app.inject({ method: 'GET', url: '/imp-9990' });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://example.com/page/9990?utm=csv');
    const [stored] = await t.database.db
      .select()
      .from(linkImports)
      .where(eq(linkImports.id, preview.body.id));
    expect(stored?.rows).toBeNull();

    // The export holds every one of them once, across its pages (rows of one batch share created_at).
    const exported = await user.client.get('/api/links/export.csv');
    expect(exported.status).toBe(200);
    const lines = parseCsv(exported.body as string);
    expect(lines[0]).toEqual([...exportColumns]);
    expect(lines).toHaveLength(9_951);
    expect(new Set(lines.slice(1).map((line) => line[0])).size).toBe(9_950);
  }, 180_000);
});

describe("other services' exports", () => {
  it("imports Bitly's columns: long_url, title, the custom back-half, else the bitlink's code", async () => {
    const user = await accountOn('vip_max');
    const csv = [
      'id,link,custom_bitlinks,long_url,title,created_at,archived,tags',
      'bit.ly/3abcDEF,https://bit.ly/3abcDEF,"[""https://bit.ly/spring-sale""]",https://shop.example/spring,Spring sale,2024-03-01T10:00:00+0000,false,',
      'bit.ly/4ghiJKL,https://bit.ly/4ghiJKL,,https://shop.example/about,About us,2024-03-02T10:00:00+0000,false,"a,b"',
    ].join('\n');
    const preview = await upload(user.client, csv, 'bitly_export.csv');
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      valid_rows: 2,
      invalid_rows: 0,
      codes_replaced: false,
      columns: { destination_url: 'long_url', code: 'custom_bitlinks', title: 'title' },
      ignored_columns: ['id', 'link', 'created_at', 'archived'],
    });
    expect(preview.body.sample.map((row: { code: string }) => row.code)).toEqual(['spring-sale', null]);
    const done = await importAll(user.client, preview.body.id);
    expect(done.created).toBe(2);
    const links = (await user.client.get('/api/links')).body.items;
    expect(links.map((link: { title: string }) => link.title).sort()).toEqual(['About us', 'Spring sale']);
    expect(links.find((link: { title: string }) => link.title === 'Spring sale').short_url).toBe(
      'spring-sale',
    );
    // Bitly's tags column: comma-separated names.
    const about = links.find((link: { title: string }) => link.title === 'About us');
    expect(about.tags.map((tag: { name: string }) => tag.name)).toEqual(['a', 'b']);
  });

  it("carries tags and folders: our export's columns back in, and Bitly's tags, reusing names in any case", async () => {
    const user = await accountOn('vip_max');
    const sale = (await user.client.post('/api/tags', { name: 'Sale' })).body;
    const csv = [
      'destination,title,tags,folder',
      'https://shop.example/1,One,"sale, Eid",Campaigns',
      'https://shop.example/2,Two,Eid,campaigns',
      'https://shop.example/3,Three,,',
      `https://shop.example/4,Four,${'x'.repeat(41)},`,
    ].join('\n');
    const preview = await upload(user.client, csv);
    expect(preview.body).toMatchObject({ valid_rows: 3, invalid_rows: 1 });
    expect(preview.body.ignored_columns).toEqual([]);
    expect(preview.body.problems).toEqual([{ row: 5, field: 'tags', message: 'Use at most 40 characters.' }]);
    expect((await importAll(user.client, preview.body.id)).created).toBe(3);
    const links = (await user.client.get('/api/links')).body.items as {
      title: string;
      tags: { id: string; name: string }[];
      folder_id: string | null;
    }[];
    const byTitle = Object.fromEntries(links.map((link) => [link.title, link]));
    const tags = (await user.client.get('/api/tags')).body.items as {
      id: string;
      name: string;
      links: number;
    }[];
    expect(tags.map((tag) => [tag.name, tag.links])).toEqual([
      ['Eid', 2],
      ['Sale', 1],
    ]);
    expect(byTitle.One!.tags.map((tag) => tag.id).sort()).toEqual(tags.map((tag) => tag.id).sort());
    expect(byTitle.One!.tags.find((tag) => tag.name === 'Sale')!.id).toBe(sale.id);
    const folders = (await user.client.get('/api/folders')).body;
    expect(
      folders.items.map((folder: { name: string; links: number }) => [folder.name, folder.links]),
    ).toEqual([['Campaigns', 2]]);
    expect(byTitle.Two!.folder_id).toBe(folders.items[0].id);
    expect(byTitle.Three).toMatchObject({ tags: [], folder_id: null });

    // The export gives them back as the import reads them (its codes left out: they are taken here).
    const exported = parseCsv((await user.client.get('/api/links/export.csv')).body as string);
    const again = await accountOn('vip_max');
    const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const reimport = await upload(
      again.client,
      exported.map((row) => row.slice(2).map(quoted).join(',')).join('\n'),
    );
    expect(reimport.body.valid_rows).toBe(3);
    await importAll(again.client, reimport.body.id);
    const copied = (await again.client.get('/api/links')).body.items as {
      title: string;
      tags: { name: string }[];
    }[];
    expect(Object.fromEntries(copied.map((link) => [link.title, link.tags.map((tag) => tag.name)]))).toEqual({
      One: ['Eid', 'Sale'],
      Two: ['Eid'],
      Three: [],
    });
  });

  it("keeps Bitly's codes from the link column when the file has no custom back-halves", async () => {
    const user = await accountOn('vip_max');
    const csv = 'link,long_url,title\nhttps://bit.ly/3xYzAbc,https://shop.example/x,X\n';
    const preview = await upload(user.client, csv);
    expect(preview.body.sample[0].code).toBe('3xYzAbc');
    expect(preview.body.columns).toMatchObject({ code: 'link' });
  });

  it('generates codes instead of the old ones when the plan has no custom aliases, and says so', async () => {
    const trial = await accountOn(null);
    const csv = 'Bitlink,Long URL,Title\nbit.ly/3xYzAbc,https://shop.example/trial,Trial link\n';
    const preview = await upload(trial.client, csv);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ valid_rows: 1, codes_replaced: true });
    expect(preview.body.sample[0]).toMatchObject({ code: null, title: 'Trial link' });
    const done = await importAll(trial.client, preview.body.id);
    expect(done.created).toBe(1);
    const [link] = (await trial.client.get('/api/links')).body.items;
    expect(link.short_url).toMatch(/^[0-9A-Za-z]{7}$/);
  });

  it('refuses an alias column the plan does not allow, row by row, as the create form does', async () => {
    const trial = await accountOn(null);
    const preview = await upload(trial.client, 'url,alias\nhttps://shop.example/a,mine\n');
    expect(preview.body.valid_rows).toBe(0);
    expect(preview.body.problems).toEqual([
      { row: 2, field: 'alias', message: 'Custom aliases are not included in your plan.' },
    ]);
    const confirm = await trial.client.post(`/api/links/imports/${preview.body.id}/confirm`);
    expect(confirm.status).toBe(409);
  });

  it("imports Kutt's columns: target, address, description, domain, expire_in", async () => {
    const user = await accountOn('vip_max');
    const expiry = days(90).toISOString();
    const csv = [
      'id,address,banned,created_at,description,domain,expire_in,password,target,updated_at,visit_count,link',
      `a1,kutt-one,false,2024-01-01T00:00:00.000Z,First from Kutt,,${expiry},false,https://docs.example/one,2024-01-01T00:00:00.000Z,12,https://kutt.it/kutt-one`,
      `a2,kutt-two,false,2024-01-01T00:00:00.000Z,Second,kutt.it,,false,https://docs.example/two,2024-01-01T00:00:00.000Z,3,https://kutt.it/kutt-two`,
      `a3,kutt-three,false,2024-01-01T00:00:00.000Z,Third,,,false,javascript:alert(1),2024-01-01T00:00:00.000Z,0,https://kutt.it/kutt-three`,
    ].join('\n');
    const preview = await upload(user.client, csv, 'kutt.csv');
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      total_rows: 3,
      valid_rows: 1,
      invalid_rows: 2,
      columns: {
        destination_url: 'target',
        code: 'address',
        title: 'description',
        domain: 'domain',
        expires_at: 'expire_in',
      },
    });
    expect(preview.body.problems).toEqual([
      { row: 3, field: 'domain', message: 'Choose one of your domains.' },
      { row: 4, field: 'target', message: 'Enter a full URL starting with http:// or https://.' },
    ]);
    expect(preview.body.sample).toEqual([
      {
        row: 2,
        destination_url: 'https://docs.example/one',
        code: 'kutt-one',
        domain: 'localhost',
        title: 'First from Kutt',
        expires_at: expiry,
      },
    ]);
    const done = await importAll(user.client, preview.body.id);
    expect(done).toMatchObject({ created: 1, problem_count: 2 });
    const [link] = (await user.client.get('/api/links')).body.items;
    expect(link).toMatchObject({ short_url: 'kutt-one', custom_alias: 'kutt-one', expires_at: expiry });
  });

  it('reads a semicolon-separated file and a plain list of URLs', async () => {
    const user = await accountOn('vip_max');
    const semicolons = await upload(
      user.client,
      'Destination;Title\nhttps://shop.example/?a=1,2;Harga 1,5 juta\n',
    );
    expect(semicolons.body.sample[0]).toMatchObject({
      destination_url: 'https://shop.example/?a=1,2',
      title: 'Harga 1,5 juta',
    });
    const list = await upload(user.client, 'https://shop.example/1\nhttps://shop.example/2\n', 'urls.txt');
    expect(list.body).toMatchObject({
      total_rows: 2,
      valid_rows: 2,
      columns: { destination_url: 'column 1' },
    });
    expect(list.body.sample[0].row).toBe(1);
  });

  it('refuses an alias already used, or used twice in the file', async () => {
    const user = await accountOn('vip_max');
    expect(
      (
        await user.client.post('/api/links', {
          destination_url: 'https://a.example/',
          custom_alias: 'taken-one',
        })
      ).status,
    ).toBe(201);
    const preview = await upload(
      user.client,
      'destination,alias\nhttps://b.example/,taken-one\nhttps://c.example/,twice\nhttps://d.example/,twice\n',
    );
    expect(preview.body.problems).toEqual([
      { row: 2, field: 'alias', message: 'This alias is already taken on localhost. Choose another one.' },
      { row: 4, field: 'alias', message: 'Row 3 of this file already uses this alias on localhost.' },
    ]);
  });
});

describe('the plan limit', () => {
  it('says in the preview how many rows would pass it, and stops the import there', async () => {
    const user = await accountOn('medium'); // 5 links
    for (const path of ['a', 'b'])
      expect(
        (await user.client.post('/api/links', { destination_url: `https://x.example/${path}` })).status,
      ).toBe(201);
    const rows = Array.from({ length: 6 }, (_, index) => [`https://y.example/${index}`]);
    const preview = await upload(user.client, csvOf([['destination'], ...rows]));
    expect(preview.body).toMatchObject({ valid_rows: 6, plan_limit: 5, over_limit: 3 });

    const done = await importAll(user.client, preview.body.id);
    expect(done).toMatchObject({ state: 'done', created: 3, skipped_for_limit: 3, limit_reached: true });
    expect(done.problems).toEqual(
      [5, 6, 7].map((row) => ({
        row,
        field: 'limit',
        message: "Not created: your plan's limit of 5 short links was reached.",
      })),
    );
    expect(await linkCount(user.id)).toBe(5);
    const notices = (await user.client.get('/api/notifications')).body.items;
    expect(notices.map((notice: { type: string }) => notice.type)).toContain('link_limit_reached');
  });

  it('holds when links are made between the preview and the confirmation', async () => {
    const user = await accountOn('medium');
    const preview = await upload(
      user.client,
      csvOf([['url'], ['https://z.example/1'], ['https://z.example/2']]),
    );
    expect(preview.body.over_limit).toBe(0);
    for (const path of ['a', 'b', 'c', 'd'])
      expect(
        (await user.client.post('/api/links', { destination_url: `https://x.example/${path}` })).status,
      ).toBe(201);
    const done = await importAll(user.client, preview.body.id);
    expect(done).toMatchObject({ created: 1, skipped_for_limit: 1, limit_reached: true });
    expect(await linkCount(user.id)).toBe(5);
  });
});

describe('between the preview and the job', () => {
  it('refuses an alias taken meanwhile, and reports every problem in row order', async () => {
    const user = await accountOn('vip_max');
    const preview = await upload(
      user.client,
      'destination,alias\nhttps://a.example/,race-won\nnot a url,\nhttps://c.example/,race-free\n',
    );
    expect(preview.body).toMatchObject({ valid_rows: 2, invalid_rows: 1 });
    const taken = await user.client.post('/api/links', {
      destination_url: 'https://elsewhere.example/',
      custom_alias: 'race-won',
    });
    expect(taken.status).toBe(201);
    const done = await importAll(user.client, preview.body.id);
    expect(done).toMatchObject({ created: 1, failed: 1, problem_count: 2 });
    expect(
      done.problems.map((problem: { row: number; field: string }) => [problem.row, problem.field]),
    ).toEqual([
      [2, 'alias'],
      [3, 'destination'],
    ]);
    expect(done.problems[0].message).toBe('This alias is already taken on localhost. Choose another one.');
  });
});

describe('the job', () => {
  it('goes on from its last batch after a run is cut off, creating nothing twice', async () => {
    const user = await accountOn('vip_max');
    const rows = Array.from({ length: 1_200 }, (_, index) => [`https://resume.example/${index}`]);
    const preview = await upload(user.client, csvOf([['destination'], ...rows]));
    expect(preview.body.valid_rows).toBe(1_200);
    // Queued as a confirmation would, but run here, not by the queue.
    await t.database.db
      .update(linkImports)
      .set({ state: 'queued' })
      .where(eq(linkImports.id, preview.body.id));
    let checks = 0;
    const stopsAfterOneBatch = {
      get aborted() {
        checks += 1;
        return checks > 1;
      },
    } as AbortSignal;
    const cut = await t.parts.links.imports.run(preview.body.id, stopsAfterOneBatch);
    expect(cut).toEqual({ done: false, created: 500 });
    const midway = (await user.client.get(`/api/links/imports/${preview.body.id}`)).body;
    expect(midway).toMatchObject({ state: 'running', processed: 500, created: 500 });
    expect(await linkCount(user.id)).toBe(500);

    const rest = await t.parts.links.imports.run(preview.body.id, new AbortController().signal);
    expect(rest).toEqual({ done: true, created: 700 });
    expect((await user.client.get(`/api/links/imports/${preview.body.id}`)).body).toMatchObject({
      state: 'done',
      processed: 1_200,
      created: 1_200,
    });
    expect(await linkCount(user.id)).toBe(1_200);
    // A run of a finished import does nothing.
    expect(await t.parts.links.imports.run(preview.body.id, new AbortController().signal)).toEqual({
      done: true,
      created: 0,
    });
  });

  it('creates each row once when two runs of one import go at once', async () => {
    const user = await accountOn('vip_max');
    const rows = Array.from({ length: 1_700 }, (_, index) => [`https://twice.example/${index}`]);
    const preview = await upload(user.client, csvOf([['destination'], ...rows]));
    expect(preview.body.valid_rows).toBe(1_700);
    // Queued as a confirmation would, and run twice here (the queue's redelivery beside a run).
    await t.database.db
      .update(linkImports)
      .set({ state: 'queued' })
      .where(eq(linkImports.id, preview.body.id));
    const runs = await Promise.all([
      t.parts.links.imports.run(preview.body.id, new AbortController().signal),
      t.parts.links.imports.run(preview.body.id, new AbortController().signal),
    ]);
    expect(runs.map((outcome) => outcome.done)).toEqual([true, true]);
    expect(runs[0]!.created + runs[1]!.created).toBe(1_700);
    expect((await user.client.get(`/api/links/imports/${preview.body.id}`)).body).toMatchObject({
      state: 'done',
      processed: 1_700,
      created: 1_700,
    });
    expect(await linkCount(user.id)).toBe(1_700);
  });
});

describe('bad files', () => {
  let user: SignedInClient;
  beforeAll(async () => {
    user = await accountOn('vip_max');
  });

  it.each([
    ['not a CSV file name', 'links.xlsx', 'destination\nhttps://a.example/\n', 400, 'file_name', /CSV/],
    ['binary content', 'links.csv', 'PK\u0003\u0004\u0000\u0000binary', 400, 'csv', /control|NUL/],
    ['an empty file', 'links.csv', '', 400, 'csv', /empty/],
    ['blank lines only', 'links.csv', '\r\n\r\n', 400, 'csv', /empty/],
    ['a header without links', 'links.csv', 'destination,alias\n', 400, 'csv', /no links/],
    [
      'no destination column',
      'links.csv',
      'name,alias\nA,b\n',
      400,
      'csv',
      /No destination column.*name, alias/,
    ],
    [
      'a quote never closed',
      'links.csv',
      'destination,title\nhttps://a.example/,"open\n',
      400,
      'csv',
      /Row 2/,
    ],
  ])('refuses %s with a 4xx naming the problem', async (_case, fileName, csv, status, field, message) => {
    const response = await upload(user.client, csv, fileName);
    expect(response.status).toBe(status);
    expect(response.body.error.fields[field]).toMatch(message);
  });

  it('refuses a file over 5 MB with 413 naming the limit', async () => {
    const line = `https://example.com/${'a'.repeat(1_000)}\n`;
    const csv = `destination\n${line.repeat(Math.ceil(maxImportBytes / line.length) + 1)}`;
    const response = await upload(user.client, csv);
    expect(response.status).toBe(413);
    expect(response.body.error.fields.csv).toMatch(/at most 5 MB/);
  });

  it('refuses a body too large to read with 413 naming the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/links/imports',
      headers: {
        origin: t.config.publicUrl,
        cookie: user.client.cookieHeader,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ csv: '"'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.fields.csv).toMatch(/at most 5 MB/);
  });

  it('refuses more than 10,000 rows with 413 naming the limit, and takes 10,000', async () => {
    const rows = (n: number) => `destination\n${'https://example.com/x\n'.repeat(n)}`;
    const over = await upload(user.client, rows(10_001));
    expect(over.status).toBe(413);
    expect(over.body.error.fields.csv).toMatch(/10,001 links; import at most 10,000/);
    expect((await upload(user.client, rows(10_000))).status).toBe(201);
  });

  it('answers 409 to a second confirmation', async () => {
    const preview = await upload(user.client, 'destination\nhttps://a.example/twice\n');
    await importAll(user.client, preview.body.id);
    const again = await user.client.post(`/api/links/imports/${preview.body.id}/confirm`);
    expect(again.status).toBe(409);
  });
});

describe('links created by an import', () => {
  it('answer at once at a code that was visited (and cached as unknown) before', async () => {
    const user = await accountOn('vip_max');
    expect((await t.app.inject({ method: 'GET', url: '/cached-before' })).statusCode).toBe(404);
    const preview = await upload(
      user.client,
      'destination,alias\nhttps://shop.example/cached,cached-before\n',
    );
    await importAll(user.client, preview.body.id);
    const visit = await t.app.inject({ method: 'GET', url: '/cached-before' });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://shop.example/cached');
  });

  it("list newest first in the file's order, though one transaction gave them one created_at", async () => {
    const user = await accountOn('vip_max');
    const urls = Array.from({ length: 40 }, (_, index) => `https://shop.example/in-order/${index}`);
    const preview = await upload(user.client, urls.join('\n') + '\n', 'urls.txt');
    await importAll(user.client, preview.body.id);
    const [row] = await t.database.db
      .select({ instants: countDistinct(shortlinks.createdAt) })
      .from(shortlinks)
      .where(eq(shortlinks.workspaceId, user.id));
    expect(row?.instants).toBe(1);
    const listed = (await user.client.get('/api/links')).body.items;
    expect(listed.map((link: { destination_url: string }) => link.destination_url)).toEqual(urls.reverse());
  });
});

describe('export', () => {
  it('holds every link of the account only, and defuses cells a spreadsheet would run', async () => {
    const user = await accountOn('vip_max');
    const other = await accountOn('vip_max');
    await other.client.post('/api/links', { destination_url: 'https://other.example/' });
    const titles = ['=HYPERLINK("http://evil.example")', '+1', '-2+3', '@SUM(A1)', 'Plain, with "quotes"'];
    for (const title of titles) {
      const created = await user.client.post('/api/links', { destination_url: 'https://a.example/', title });
      expect(created.status).toBe(201);
    }
    const response = await user.client.get('/api/links/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ringkas-links-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body as string);
    expect(header).toEqual([
      'code',
      'short_url',
      'destination',
      'title',
      'domain',
      'created',
      'expiry',
      'active',
      'clicks',
      'tags',
      'folder',
    ]);
    expect(rows).toHaveLength(titles.length);
    expect(rows.map((row) => row[3])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      'Plain, with "quotes"',
    ]);
    expect(rows[0]).toEqual([
      expect.stringMatching(/^[0-9A-Za-z]{7}$/),
      `http://localhost:3000/${rows[0]![0]}`,
      'https://a.example/',
      `'=HYPERLINK("http://evil.example")`,
      'localhost',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      '',
      'true',
      '0',
      '',
      '',
    ]);
  });

  it('answers only the header for an account without links', async () => {
    const user = await accountOn('vip_max');
    const response = await user.client.get('/api/links/export.csv');
    expect(response.body).toBe(
      'code,short_url,destination,title,domain,created,expiry,active,clicks,tags,folder\r\n',
    );
  });

  it("holds the links the list's filter selects, or the ids chosen of them, with tags and folder", async () => {
    const user = await accountOn('vip_max');
    const sale = (await user.client.post('/api/tags', { name: 'Sale' })).body;
    const eid = (await user.client.post('/api/tags', { name: 'Eid' })).body;
    const box = (await user.client.post('/api/folders', { name: 'Campaigns' })).body;
    const make = async (title: string, extra: Record<string, unknown>) =>
      (await user.client.post('/api/links', { destination_url: 'https://a.example/', title, ...extra })).body;
    const both = await make('both', { tag_ids: [sale.id, eid.id], folder_id: box.id });
    const one = await make('one', { tag_ids: [sale.id] });
    await make('none', {});
    const titlesOf = async (query: string) => {
      const response = await user.client.get(`/api/links/export.csv?${query}`);
      expect(response.status, String(response.body)).toBe(200);
      const [, ...rows] = parseCsv(response.body as string);
      return rows.map((row) => [row[3], row[9], row[10]]);
    };
    expect(await titlesOf(`tags=${sale.id}`)).toEqual([
      ['both', 'Eid, Sale', 'Campaigns'],
      ['one', 'Sale', ''],
    ]);
    expect(await titlesOf(`folder=none&tags=${sale.id}`)).toEqual([['one', 'Sale', '']]);
    expect(await titlesOf(`ids=${both.id},${one.id}&q=one`)).toEqual([['one', 'Sale', '']]);
    // The list shows the same set.
    const listed = await user.client.get(`/api/links?tags=${sale.id}`);
    expect(listed.body.items.map((link: { title: string }) => link.title).sort()).toEqual(['both', 'one']);
    const refused = await user.client.get('/api/links/export.csv?state=gone');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['querystring.state']);
  });
});
