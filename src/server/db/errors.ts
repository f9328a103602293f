// What a database error means, whichever engine and driver layer raised it (drizzle wraps the
// driver's error in `cause`).

/** A unique index or constraint refused the row: PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

/** A foreign key refused the row (what it points at is gone): PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23503') return true;
  return false;
}
