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

describe('the brand on the document', () => {
  beforeEach(() => {
    document.title = 'before';
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    document.documentElement.removeAttribute('style');
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

  it('sets the favicon to the brand favicon, and keeps the built-in one without it', async () => {
    stubBrandFetch({ favicon_url: '/api/brand/assets/favicon?v=0123456789abcdef' });
    renderTitle();
    const icon = () => document.head.querySelector('link[rel~="icon"]');
    await waitFor(() =>
      expect(icon()).toHaveAttribute('href', '/api/brand/assets/favicon?v=0123456789abcdef'),
    );
    expect(icon()).not.toHaveAttribute('type');
  });

  it('keeps the built-in favicon when the brand has none', async () => {
    const fetchMock = stubBrandFetch({ favicon_url: '' });
    renderTitle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.head.querySelector('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });

  it('themes the whole app with the accent colour, in both themes: primary, its text and the tint', async () => {
    stubBrandFetch({ brand_accent_color: '#2563eb' });
    renderTitle();
    // styles.css's tokens (--primary, --ring, --accent...) read these, the `-dark` ones in the dark theme.
    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--brand-primary')).toBe('#2563eb'));
    expect(root.getPropertyValue('--brand-primary-foreground')).toBe('#ffffff');
    expect(root.getPropertyValue('--brand-accent')).toMatch(/^#[0-9a-f]{6}$/);
    expect(root.getPropertyValue('--brand-accent-foreground')).toMatch(/^#[0-9a-f]{6}$/);
    // Too dark to read on the dark page: a lighter blue there, with dark text on it.
    expect(root.getPropertyValue('--brand-primary-dark')).toBe('#5c8af0');
    expect(root.getPropertyValue('--brand-primary-foreground-dark')).toBe('#0f1421');
    expect(root.getPropertyValue('--brand-accent-dark')).toMatch(/^#[0-9a-f]{6}$/);
    expect(root.getPropertyValue('--brand-accent-foreground-dark')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
