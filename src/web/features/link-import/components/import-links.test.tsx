import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinkImport } from '../../../../shared/link-import';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { everywhere, renderRoute } from '../../../test/render-route';
import { ExportLinks } from './export-links';
import { ImportLinks } from './import-links';

const id = '7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function makeImport(overrides: Partial<LinkImport> = {}): LinkImport {
  return {
    id,
    state: 'preview',
    file_name: 'links.csv',
    columns: { destination_url: 'long_url', title: 'title' },
    ignored_columns: ['created_at'],
    total_rows: 3,
    valid_rows: 2,
    invalid_rows: 1,
    plan_limit: null,
    over_limit: 0,
    codes_replaced: false,
    sample: [
      {
        row: 2,
        destination_url: 'https://shop.example/spring',
        code: 'spring-sale',
        domain: 'localhost',
        title: 'Spring sale',
        expires_at: null,
      },
      {
        row: 4,
        destination_url: 'https://shop.example/about',
        code: null,
        domain: 'localhost',
        title: null,
        expires_at: '2031-12-31T23:59:59.000Z',
      },
    ],
    problems: [{ row: 3, field: 'long_url', message: 'Enter a full URL starting with http:// or https://.' }],
    problem_count: 1,
    processed: 0,
    created: 0,
    failed: 0,
    skipped_for_limit: 0,
    limit_reached: false,
    error: null,
    created_at: '2026-01-05T08:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

const csv =
  'long_url,title,created_at\nhttps://shop.example/spring,Spring sale,x\nnope,,\nhttps://shop.example/about,,\n';

function setUp(api: Record<string, Handler | Reply>) {
  const view = renderRoute(everywhere(<ImportLinks />), '/shortlinks', { me: makeMe(), api });
  return view;
}

async function openAndPick(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import links from CSV' });
  await user.upload(within(dialog).getByLabelText('Choose a CSV file or drop it here'), file);
  return { user, dialog };
}

describe('ImportLinks', () => {
  it('uploads a file, shows the preview, and follows the import to its report', async () => {
    let polls = 0;
    const { api } = setUp({
      'POST /api/links/imports': { status: 201, body: makeImport() },
      [`POST /api/links/imports/${id}/confirm`]: { status: 202, body: makeImport({ state: 'queued' }) },
      [`GET /api/links/imports/${id}`]: () => {
        polls += 1;
        return polls === 1
          ? { status: 200, body: makeImport({ state: 'running', processed: 1, created: 1, problems: [] }) }
          : {
              status: 200,
              body: makeImport({
                state: 'done',
                processed: 2,
                created: 2,
                finished_at: '2026-01-05T08:01:00.000Z',
              }),
            };
      },
    });
    const { user, dialog } = await openAndPick(new File([csv], 'links.csv', { type: 'text/csv' }));

    // The preview: the file's figures, the rows as they will be created, every problem.
    expect(await within(dialog).findByText('From links.csv.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links/imports')).toEqual([{ file_name: 'links.csv', csv }]);
    const sample = within(dialog).getByRole('table', { name: 'The first 2 rows, as they will be created' });
    const [, first, second] = within(sample).getAllByRole('row');
    expect(first).toHaveTextContent('localhost/spring-sale');
    expect(first).toHaveTextContent('https://shop.example/spring');
    expect(second).toHaveTextContent('localhost/(new code)');
    const problems = within(dialog).getByRole('table', { name: '1 row will not be created' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent(
      '3long_urlEnter a full URL starting with http:// or https://.',
    );
    expect(within(dialog).getByRole('link', { name: 'Download report (CSV)' })).toHaveAttribute(
      'href',
      `/api/links/imports/${id}/report.csv`,
    );
    expect(within(dialog).getByText('Columns not read: created_at.')).toBeInTheDocument();

    // Confirmed: the bar moves with the job, then the report.
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 links' }));
    const bar = await within(dialog).findByRole(
      'progressbar',
      { name: 'Creating links…' },
      { timeout: 3_000 },
    );
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await waitFor(
      () => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
      {
        timeout: 3_000,
      },
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 links created.');
    expect(within(dialog).getByRole('table', { name: '1 row not created' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/confirm'))).toHaveLength(1);
  });

  it('says in the preview how many rows pass the plan limit, and at the end that it was reached', async () => {
    setUp({
      'POST /api/links/imports': {
        status: 201,
        body: makeImport({ plan_limit: 5, over_limit: 1, problems: [], invalid_rows: 0, problem_count: 0 }),
      },
      [`POST /api/links/imports/${id}/confirm`]: {
        status: 202,
        body: makeImport({
          state: 'done',
          plan_limit: 5,
          processed: 2,
          created: 1,
          skipped_for_limit: 1,
          limit_reached: true,
          problems: [
            {
              row: 4,
              field: 'limit',
              message: "Not created: your plan's limit of 5 short links was reached.",
            },
          ],
          problem_count: 1,
        }),
      },
    });
    const { user, dialog } = await openAndPick(new File([csv], 'links.csv'));
    expect(
      await within(dialog).findByText(
        'Your plan allows 5 short links: 1 of these rows would pass the limit and will not be created. 1 will be.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 link' }));
    expect(
      await within(dialog).findByText(
        /Your plan's limit of 5 short links was reached: 1 rows were not created/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '(plan limit)' })).toBeInTheDocument();
  });

  it('refuses a file that is not CSV before sending it', async () => {
    const { api } = setUp({});
    const { dialog } = await openAndPick(new File(['PK\u0003\u0004'], 'links.xlsx'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/This is not a CSV file/);
    expect(within(dialog).getByLabelText('Choose a CSV file or drop it here')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.bodiesOf('POST /api/links/imports')).toEqual([]);
  });

  it("shows the server's reason for a refused file", async () => {
    setUp({
      'POST /api/links/imports': refusal(400, 'bad_request', 'The file has no destination column.', {
        csv: 'No destination column: name one column destination, url, long_url or target in the first row (found: name).',
      }),
    });
    const { dialog } = await openAndPick(new File(['name\nA\n'], 'names.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/No destination column/);
  });

  it('takes a file dropped on the zone', async () => {
    const { api } = setUp({ 'POST /api/links/imports': { status: 201, body: makeImport() } });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    const zone = within(dialog).getByText('Choose a CSV file or drop it here');
    fireEvent.drop(zone, { dataTransfer: { files: [new File([csv], 'dropped.csv')] } });
    await waitFor(() => expect(api.bodiesOf('POST /api/links/imports')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/links/imports')[0]).toMatchObject({ file_name: 'dropped.csv' });
  });

  it('disables Confirm when no row can be created', async () => {
    setUp({ 'POST /api/links/imports': { status: 201, body: makeImport({ valid_rows: 0, sample: [] }) } });
    const { dialog } = await openAndPick(new File([csv], 'links.csv'));
    expect(await within(dialog).findByRole('button', { name: 'Import 0 links' })).toBeDisabled();
  });
});

describe('ExportLinks', () => {
  it('is a plain download link to the export', () => {
    renderRoute(everywhere(<ExportLinks />), '/shortlinks', { me: makeMe(), api: {} });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/links/export.csv');
  });
});
