import { Parser } from 'htmlparser2';
import { socialDescriptionMax, socialTitleMax, type SocialTags } from '../../../shared/social-preview';
import { OutboundError, type Outbound } from '../../platform/net/outbound';

// A destination's own Open Graph (and Twitter, and plain HTML) tags, for a link's social preview:
// fetched through the guarded outbound client (private, loopback and metadata addresses refused
// by every spelling, a time-out, a size cap), never at redirect time. The parts it cannot find are
// null; a page that cannot be read is a SocialTagsError naming why.

export class SocialTagsError extends Error {}

/** A save waits this long at most for the destination (the outbound client reads 256 KB at most). */
export const socialTagsTimeoutMs = 5_000;

const collapse = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length === 0 ? null : clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

/** The tags of an HTML page at `pageUrl` (relative image URLs are read against it). */
export function parseSocialTags(html: string, pageUrl: string): SocialTags {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
        const content = attributes.content;
        // The first of each wins, as the networks read them.
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  const image = first(
    'og:image:secure_url',
    'og:image',
    'og:image:url',
    'twitter:image',
    'twitter:image:src',
  );
  return {
    title: collapse(first('og:title', 'twitter:title') ?? title, socialTitleMax),
    description: collapse(
      first('og:description', 'twitter:description', 'description') ?? '',
      socialDescriptionMax,
    ),
    image: image === undefined ? null : httpsUrl(image.trim(), pageUrl),
  };
}

/** An image URL as a link may store it: absolute and https, else none. */
function httpsUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' && url.href.length <= 2_048 ? url.href : null;
  } catch {
    return null;
  }
}

/** Fetches `url` and reads its tags; a SocialTagsError says why it could not. */
export async function fetchSocialTags(outbound: Pick<Outbound, 'request'>, url: string): Promise<SocialTags> {
  let response;
  try {
    response = await outbound.request(url, {
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'user-agent': 'RingkasPreview/1.0 (+link preview)',
      },
      signal: AbortSignal.timeout(socialTagsTimeoutMs),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new SocialTagsError(error.message, { cause: error });
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      const seconds = socialTagsTimeoutMs / 1000;
      throw new SocialTagsError(`The destination did not answer within ${seconds} s.`);
    }
    throw error;
  }
  const { status } = response;
  if (status < 200 || status > 299) throw new SocialTagsError(`The destination answered ${status}.`);
  const type = String(response.headers['content-type'] ?? '');
  if (!/text\/html|application\/xhtml\+xml/i.test(type))
    throw new SocialTagsError('The destination is not an HTML page.');
  return parseSocialTags(response.body.toString('utf8'), response.finalUrl);
}
