import type { Link, LinkList } from '../../shared/links';

// Links as GET /api/links answers them, for component tests.

let sequence = 0;

export function makeLink(overrides: Partial<Link> = {}): Link {
  sequence += 1;
  const code = overrides.short_url ?? `Code${String(sequence).padStart(3, '0')}`;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    user_id: 'user-1',
    short_url: code,
    link: `http://localhost:3000/${code}`,
    destination_url: `https://example.com/page-${sequence}`,
    domain: 'localhost',
    custom_alias: null,
    title: null,
    click_count: 0,
    scan_count: 0,
    is_active: true,
    expires_at: null,
    max_clicks: null,
    expired_url: null,
    expired: false,
    forward_query: true,
    preview: false,
    has_password: false,
    social_preview: null,
    qr: null,
    tags: [],
    folder_id: null,
    created_at: '2025-06-01T08:00:00.000Z',
    updated_at: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeLinkList(items: Link[], options: { total?: number; page?: number } = {}): LinkList {
  return { items, total: options.total ?? items.length, page: options.page ?? 1, page_size: 50 };
}
