import { useMutation } from '@tanstack/react-query';
import type { TestVisit, TestVisitResult } from '../../../../shared/targeting';
import { apiFetch } from '../../../lib/api-client';

// POST /api/links/:id/targeting/test - where the saved targeting would send an imagined visitor
export async function testVisit({
  linkId,
  visit,
}: {
  linkId: string;
  visit: TestVisit;
}): Promise<TestVisitResult> {
  return apiFetch<TestVisitResult>(`/api/links/${encodeURIComponent(linkId)}/targeting/test`, {
    method: 'POST',
    body: visit,
  });
}

export function useTestVisit() {
  return useMutation({ mutationFn: testVisit });
}
