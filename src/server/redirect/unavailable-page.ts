import { brandDefaults, type Brand } from '../../shared/brand';
import type { Language } from '../platform/text/i18n';
import { redirectText } from './texts-id';

// Pages the redirect draws itself, self-contained (no script, styles inline, which the CSP allows)
// and laid out like the web app's not-found page:
// - "try again shortly", when a short code is not in the cache and the database cannot be asked
//   (not "not found": the link may well exist; and the web app's page is drawn from data it cannot
//   load now);
// - "not found" for the bare root of a custom domain without a root URL, where the web app would
//   draw this site's own home page;
// - "this link has expired" (410), for an expired link with no expired URL of its own or its
//   domain's.

export type PageBrand = Pick<Brand, 'brand_name' | 'brand_accent_color'>;

const hexColour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function unavailablePage(
  brand: PageBrand,
  retryAfterSeconds: number,
  language: Language = 'en',
): string {
  const name = escapeHtml(brand.brand_name || brandDefaults.brand_name);
  return statusPage(brand, language, {
    status: 503,
    title: redirectText.say(language, 'Temporarily unavailable'),
    text: redirectText.say(
      language,
      '{name} cannot look up this link right now. Please try again in {seconds} seconds.',
      { name, seconds: retryAfterSeconds },
    ),
    home: true,
  });
}

/** A link that expired (by its time or its click cap) and names nowhere else to go. */
export function expiredPage(brand: PageBrand, language: Language = 'en'): string {
  return statusPage(brand, language, {
    status: 410,
    title: redirectText.say(language, 'This link has expired'),
    text: redirectText.say(language, 'The link you followed is no longer active.'),
    home: false,
  });
}

export function notFoundPage(brand: PageBrand, language: Language = 'en'): string {
  return statusPage(brand, language, {
    status: 404,
    title: redirectText.say(language, 'Page not found'),
    text: redirectText.say(language, 'This address does not lead anywhere.'),
    home: false,
  });
}

/** `text` is HTML: callers escape what they put in it. */
function statusPage(
  brand: PageBrand,
  language: Language,
  page: { status: number; title: string; text: string; home: boolean },
): string {
  return brandedPage(brand, language, {
    title: page.title,
    main: `  <p class="code">${page.status}</p>
  <h1 id="title">${page.title}</h1>
  <p>${page.text}</p>${page.home ? `\n  <a class="button" href="/">${redirectText.say(language, 'Back to home')}</a>` : ''}`,
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page in the brand's name and accent, self-contained. `main` is HTML (callers escape what they
 * put in it); its heading has the id `title`.
 */
export function brandedPage(
  brand: PageBrand,
  language: Language,
  page: { title: string; main: string },
): string {
  const name = escapeHtml(brand.brand_name || brandDefaults.brand_name);
  // A value stored outside the admin page's rules must not reach the style sheet.
  const accent = hexColour.test(brand.brand_accent_color)
    ? brand.brand_accent_color
    : brandDefaults.brand_accent_color;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} · ${name}</title>
<style>
  body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #0f172a; background: #fff; }
  main { max-width: 28rem; margin: 0 auto; padding: 7rem 1rem; text-align: center; display: flex; flex-direction: column; align-items: center; gap: 1rem; }
  .code { font-size: .875rem; font-weight: 600; letter-spacing: .1em; color: ${accent}; margin: 0; }
  h1 { font-size: 2.25rem; line-height: 1.1; font-weight: 700; letter-spacing: -.025em; margin: 0; }
  p { color: #64748b; margin: 0; }
  .button { margin-top: .5rem; display: inline-block; padding: .5rem 1rem; border: 0; border-radius: .5rem; background: ${accent}; color: #fff; font: inherit; font-weight: 500; text-decoration: none; cursor: pointer; }
  form { width: 100%; display: flex; flex-direction: column; gap: .5rem; text-align: left; }
  label { font-weight: 500; }
  input { font: inherit; padding: .5rem .75rem; border: 1px solid #cbd5e1; border-radius: .5rem; background: transparent; color: inherit; }
  input:focus-visible, .button:focus-visible { outline: 2px solid ${accent}; outline-offset: 2px; }
  .error { color: #b91c1c; }
  @media (prefers-color-scheme: dark) { body { color: #f8fafc; background: #0b1120; } p { color: #94a3b8; } input { border-color: #475569; } .error { color: #fca5a5; } }
</style>
</head>
<body>
<main aria-labelledby="title">
${page.main}
</main>
</body>
</html>
`;
}
