import { expect, it } from 'vitest';
import { createQueryClient } from './query-client';

it('applies the spec app-wide query defaults', () => {
  const queries = createQueryClient().getDefaultOptions().queries;
  expect(queries).toMatchObject({
    staleTime: 300_000,
    gcTime: 600_000,
    retry: 2,
    refetchOnWindowFocus: false,
  });
});
