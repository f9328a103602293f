import { describe, expect, it } from 'vitest';
import { selectionKind } from './link-filter';

// Which count a list's total comes from (link-reads.repo.ts): a wrong "everything" or "tags"
// would give a total that does not match the links listed.

const tag = '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f';

describe('selectionKind', () => {
  it('is everything when nothing narrows the workspace, empty values included', () => {
    expect(selectionKind({})).toBe('everything');
    expect(selectionKind({ tag_mode: 'all' })).toBe('everything');
    expect(selectionKind({ q: '', tags: [], folder: undefined })).toBe('everything');
  });

  it('is tags when tags alone are asked for, in either mode', () => {
    expect(selectionKind({ tags: [tag] })).toBe('tags');
    expect(selectionKind({ tags: [tag, tag], tag_mode: 'all' })).toBe('tags');
  });

  it('is more for any other condition, with tags or without', () => {
    expect(selectionKind({ q: 'sale' })).toBe('more');
    expect(selectionKind({ tags: [tag], folder: 'none' })).toBe('more');
    expect(selectionKind({ tags: [tag], folder: tag })).toBe('more');
    expect(selectionKind({ domain: 'go.example' })).toBe('more');
    expect(selectionKind({ tags: [tag], state: 'disabled' })).toBe('more');
    expect(selectionKind({ created_from: '2026-01-01T00:00:00.000Z' })).toBe('more');
    expect(selectionKind({ created_to: '2026-01-01T00:00:00.000Z' })).toBe('more');
  });

  it('counts a condition it does not know of as more, so a field added later never miscounts', () => {
    expect(selectionKind({ tags: [tag], colour: 'red' } as never)).toBe('more');
  });
});
