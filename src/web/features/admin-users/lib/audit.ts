// An audit entry's before and after, shown compactly: only what changed, one line per field
// ("plan: free → medium"). The entries are the server's; their shapes differ per action, so
// anything that is not a flat object is shown whole.

/** One changed value; null stands for "nothing" (absent, or null), which the page words itself. */
export interface AuditChange {
  /** The field that changed; null when the entry's before and after are single values. */
  field: string | null;
  before: string | null;
  after: string | null;
}

export interface AuditFormat {
  /** How a moment (an ISO date-time value, such as a plan's end) is shown. */
  time: (iso: string) => string;
}

/** The longest value shown in full; past it, the rest is cut with an ellipsis. */
const maxValueLength = 80;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cut(text: string): string {
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text;
}

/** One value as text: moments in the reader's time, objects and lists as compact JSON. */
export function auditValue(value: unknown, format: AuditFormat): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(isoDateTime.test(value) ? format.time(value) : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return cut(JSON.stringify(value) ?? '');
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What an entry changed. Two objects: each field whose value differs, in the order the entry names
 * them (before's fields first). Anything else: one line from before to after. Nothing on either
 * side: no lines.
 */
export function auditChanges(before: unknown, after: unknown, format: AuditFormat): AuditChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    // One side not an object (a removal answered with null, say): every field of the other shows.
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields
      .filter((field) => !same(from[field], to[field]))
      .map((field) => ({
        field,
        before: auditValue(from[field], format),
        after: auditValue(to[field], format),
      }));
  }
  if (same(before, after)) return [];
  return [{ field: null, before: auditValue(before, format), after: auditValue(after, format) }];
}
