import { analyticsQuerySchema } from '../../../../shared/analytics';
import { fieldText } from '../../../lib/api-errors';

// A custom range checked as the user types it, with the server's own rules. Apart from query.ts,
// which the dashboard loads at start: the schema is zod's, which the first load leaves out (ADR 0041).

export type RangeErrors = Partial<Record<'from' | 'to', string>>;

/** The server's own rules for a custom range (shared/analytics.ts), checked before asking it. */
export function customRangeErrors(from: string, to: string): RangeErrors {
  const result = analyticsQuerySchema.safeParse({
    range: 'custom',
    from: from || undefined,
    to: to || undefined,
  });
  if (result.success) return {};
  const errors: RangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = fieldText(issue.message);
  }
  return errors;
}
