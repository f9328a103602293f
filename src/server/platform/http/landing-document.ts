import { documentTitle } from '../../../shared/brand-defaults';
import { landingDataElementId, type LandingData } from '../../../shared/landing';

// The landing page's HTML (dist/web/landing.html, built by Vite) with the brand and plans written
// in: the script renders the whole page on its first run instead of asking the API first, and the
// tab shows the brand's title before any script runs.

/** The element the built landing.html carries; the data replaces its `null`. */
export const landingDataPlaceholder = `<script type="application/json" id="${landingDataElementId}">null</script>`;

/** JSON that cannot end its <script> element early (`</script>`, `<!--`): every `<` escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}

/** The built page with `data` in it, or as built (the script then asks the API) when there is none. */
export function renderLandingDocument(template: string, data: LandingData | null): string {
  if (!data) return template;
  const { brand } = data;
  return template
    .replace(landingDataPlaceholder, () =>
      landingDataPlaceholder.replace('>null<', () => `>${jsonForScript(data)}<`),
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(brand))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(brand.brand_description)}" />`,
    );
}
