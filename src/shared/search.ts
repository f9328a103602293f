import { z } from 'zod';
import { linkSchema } from './links';

// GET /api/search/links?q= - the palette's search over the signed-in user's own links.

/** The palette shows at most 4 links and 4 menu entries (the spec's 8 results). */
export const paletteLinkLimit = 4;
export const paletteMenuLimit = 4;
export const searchDebounceMs = 300;

export const searchLinksQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter something to search for.').max(200, 'Use at most 200 characters.'),
  limit: z.coerce.number().int().min(1).max(20).default(paletteLinkLimit),
});

export const searchLinksResultSchema = z.object({
  items: z.array(linkSchema),
});

export type SearchLinksResult = z.infer<typeof searchLinksResultSchema>;
