import { escapeHtml } from './unavailable-page';

// What a social crawler gets for a link with a social preview (ADR 0031): its Open Graph and
// Twitter tags, og:url the short link itself (a network that follows og:url would otherwise read
// the destination's own tags instead), and a refresh and a link to the destination for anyone
// else who lands here. No script, no style.

export interface PreviewPage {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  /** The short link, as the crawler asked for it. */
  shortUrl: string;
  destination: string;
}

export function socialPreviewPage(page: PreviewPage): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string | null) =>
    value === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">\n`;
  const destination = escapeHtml(page.destination);
  const title = page.title ?? page.destination;
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${meta('name', 'description', page.description)}${meta('property', 'og:type', 'website')}${meta('property', 'og:url', page.shortUrl)}${meta('property', 'og:title', title)}${meta('property', 'og:description', page.description)}${meta('property', 'og:image', page.imageUrl)}${meta('name', 'twitter:card', page.imageUrl === null ? 'summary' : 'summary_large_image')}${meta('name', 'twitter:title', title)}${meta('name', 'twitter:description', page.description)}${meta('name', 'twitter:image', page.imageUrl)}<meta http-equiv="refresh" content="0; url=${destination}">
</head>
<body>
<p><a href="${destination}">${destination}</a></p>
</body>
</html>
`;
}
