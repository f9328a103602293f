// The tab's icon: the brand's favicon_url when set, else the one index.html names (kept aside the
// first time, so that clearing the setting brings it back).

const defaultHref = 'data-default-href';
const defaultType = 'data-default-type';

export function applyFavicon(doc: Document, url: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (!link.hasAttribute(defaultHref)) {
    link.setAttribute(defaultHref, link.getAttribute('href') ?? '');
    link.setAttribute(defaultType, link.getAttribute('type') ?? '');
  }
  const href = url.trim();
  if (href) {
    link.setAttribute('href', href);
    // The brand's icon may be a PNG, ICO or SVG: let the browser read its type from the answer.
    link.removeAttribute('type');
    return;
  }
  const original = link.getAttribute(defaultHref) ?? '';
  const type = link.getAttribute(defaultType) ?? '';
  if (original) link.setAttribute('href', original);
  else link.removeAttribute('href');
  if (type) link.setAttribute('type', type);
}
