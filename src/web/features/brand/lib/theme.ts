import { brandDefaults } from '../../../../shared/brand-defaults';

// The brand's accent colour as the app's theme: the primary colour (buttons, links, focus rings,
// switches) and a light tint of it (hovers, highlights), each with a text colour that reads on it.
// The CSS variables are those of styles.css; setting them on an element themes everything inside.

type Rgb = readonly [number, number, number];

/** Text on the accent: white where it reads, else the app's dark text colour. */
export const lightText = '#ffffff';
export const darkText = '#0f172a';

/** WCAG's least contrast ratio for normal text (AA). */
export const minimumContrast = 4.5;

/** `#2563eb` or `#26e` as red, green and blue (0-255), or null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `from` and the rest of `to`. */
function mix(from: Rgb, to: Rgb, weight: number): Rgb {
  return from.map((part, index) => part * weight + to[index]! * (1 - weight)) as unknown as Rgb;
}

export interface BrandTheme {
  /** The accent as a 6-digit hex (the default accent when the value is not a colour). */
  accent: string;
  /** The text colour used on the accent. */
  foreground: string;
  /** Contrast of that text on the accent. */
  contrast: number;
  /** Contrast of white on the accent, which is also the accent's as text (links) on white pages. */
  whiteContrast: number;
  /** Contrast of the dark text colour on the accent. */
  darkContrast: number;
  /** styles.css's variables for this accent. */
  variables: Record<
    '--primary' | '--primary-foreground' | '--ring' | '--accent' | '--accent-foreground',
    string
  >;
}

export function brandTheme(accentColor: string): BrandTheme {
  const accent = parseHexColor(accentColor) ?? parseHexColor(brandDefaults.brand_accent_color)!;
  const white = parseHexColor(lightText)!;
  const dark = parseHexColor(darkText)!;
  const whiteContrast = contrastRatio(accent, white);
  const darkContrast = contrastRatio(accent, dark);
  // White while it reads (the look of most brands); dark text only where it reads better.
  const foreground = whiteContrast >= minimumContrast || whiteContrast >= darkContrast ? lightText : darkText;
  const tint = mix(accent, white, 0.1);
  // The tint's text: the accent darkened until it reads on the tint.
  let tintText = dark;
  for (const weight of [0.8, 0.65, 0.5, 0.35, 0.2]) {
    const candidate = mix(accent, dark, weight);
    if (contrastRatio(candidate, tint) >= minimumContrast) {
      tintText = candidate;
      break;
    }
  }
  return {
    accent: toHex(accent),
    foreground,
    contrast: foreground === lightText ? whiteContrast : darkContrast,
    whiteContrast,
    darkContrast,
    variables: {
      '--primary': toHex(accent),
      '--primary-foreground': foreground,
      '--ring': toHex(accent),
      '--accent': toHex(tint),
      '--accent-foreground': toHex(tintText),
    },
  };
}

/** Sets the theme's variables on `element` (the document's root themes the whole app). */
export function applyBrandTheme(element: HTMLElement, theme: BrandTheme): () => void {
  const entries = Object.entries(theme.variables);
  for (const [name, value] of entries) element.style.setProperty(name, value);
  return () => {
    for (const [name] of entries) element.style.removeProperty(name);
  };
}

/** A contrast ratio as people read it: 4.5:1 is shown as "4.5". */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}
