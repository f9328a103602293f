import type { shortlinks } from '../../db/schema/links';

// A link's row as the repo reads and writes it, and the repo's refusals.

export type LinkRow = typeof shortlinks.$inferSelect;
export type NewLinkRow = typeof shortlinks.$inferInsert;

export class LinkCodeTakenError extends Error {}

export class LinkLimitReachedError extends Error {
  constructor(readonly limit: number) {
    super(`link limit ${limit} reached`);
  }
}

/** A tag or folder the link was given was deleted while it was being written. */
export class TagOrFolderGoneError extends Error {}
