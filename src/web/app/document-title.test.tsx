import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { stubBrandFetch } from '../test/brand-fetch';
import { DocumentTitle } from './document-title';

function renderTitle() {
  // Retries would only delay the failure case; everything else is the app's real client.
  const client = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={client}>
      <DocumentTitle />
    </QueryClientProvider>,
  );
}

describe('document title', () => {
  beforeEach(() => {
    document.title = 'before';
  });

  it('is the brand name, a dash and the description when there is one', async () => {
    stubBrandFetch({ brand_name: 'Acme Links', brand_description: 'Links for Acme' });
    renderTitle();
    await waitFor(() => expect(document.title).toBe('Acme Links - Links for Acme'));
  });

  it('is the brand name alone when the description is empty', async () => {
    const fetchMock = stubBrandFetch({ brand_name: 'Acme Links', brand_description: '' });
    renderTitle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.title).toBe('Acme Links'));
  });

  it('uses the default brand when the brand cannot be loaded', async () => {
    stubBrandFetch({}, 500);
    renderTitle();
    await waitFor(() => expect(document.title).toBe('Ringkas - Short links, clear analytics'));
  });
});
