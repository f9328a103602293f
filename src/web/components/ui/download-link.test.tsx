import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '../../lib/api-client';
import { storeWorkspaceId } from '../../lib/workspace';
import { Toaster } from '../feedback/toaster';
import { DownloadLink } from './download-link';

function answerCsv(status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(status === 200 ? 'a,b\n1,2\n' : '<html>Bad Gateway</html>', {
        status,
        headers:
          status === 200
            ? { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="links-2026.csv"' }
            : { 'Content-Type': 'text/html' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('DownloadLink', () => {
  it('is a plain link in the personal workspace', async () => {
    const fetchMock = answerCsv();
    render(<DownloadLink href="/api/links/export.csv">Export CSV</DownloadLink>);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/links/export.csv');
    expect(link).toHaveAttribute('download');
    // Followed by the browser itself (happy-dom does not navigate): nothing fetched here.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in another workspace, fetches the file naming it and saves it under the server’s name', async () => {
    storeWorkspaceId('ws-team');
    const fetchMock = answerCsv();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} as ${this.download}`);
    });
    render(<DownloadLink href="/api/links/export.csv">Export CSV</DownloadLink>);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['blob:csv as links-2026.csv']));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/links/export.csv');
    expect(new Headers(init.headers).get('Ringkas-Workspace')).toBe('ws-team');
  });

  it('says so when the download fails', async () => {
    storeWorkspaceId('ws-team');
    // A proxy's page, not our error: the page's own words.
    answerCsv(502);
    render(
      <>
        <DownloadLink href="/api/links/export.csv">Export CSV</DownloadLink>
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Export CSV' }));
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="links.csv"', 'links.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'tautan%20ku.csv', 'tautan ku.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
