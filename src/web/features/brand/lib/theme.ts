import { brandDefaults } from '../../../../shared/brand-defaults';

// The brand's accent colour as the app's theme: the primary colour (buttons, links, focus rings,
// switches) and a tint of it (hovers, highlights), each with a text colour that reads on it, for
// the light theme and for the dark one. The light theme shows the accent as the admin chose it; the
// dark theme shows it too where it reads on the dark page, else a lighter shade of it that does.
// The CSS variables (--brand-*) are read by styles.css's tokens: set on <html> they theme the app;
// set on an element with the `brand-themed` class, everything inside it.

type Rgb = readonly [number, number, number];

/** Text on the accent: white where it reads, else the app's dark text colour. */
export const lightText = '#ffffff';
export const darkText = '#0f172a';

/** WCAG's least contrast ratio for normal text (AA). */
export const minimumContrast = 4.5;

/**
 * The dark theme's page and its cards (styles.css's `.dark` --background and --card): the accent
 * is checked on the cards, the lighter of the two, where links and buttons sit most.
 */
export const darkPage = '#0f1421';
export const darkCard = '#161c2b';

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

/** A colour as written in whole hex digits. */
function rounded(rgb: Rgb): Rgb {
  return parseHexColor(toHex(rgb))!;
}

/** `weight` of `from` and the rest of `to`. */
function mix(from: Rgb, to: Rgb, weight: number): Rgb {
  return from.map((part, index) => part * weight + to[index]! * (1 - weight)) as unknown as Rgb;
}

/** The accent in the dark theme. */
export interface DarkBrandTheme {
  /** Contrast of the accent as chosen on the dark cards (a link in the accent colour). */
  accentContrast: number;
  /** What the dark theme shows: the accent, or the least lighter shade of it that reads (on the
   * dark cards and on its own tint). */
  primary: string;
  /** Whether that is a lighter shade (the accent itself is hard to read on the dark page). */
  lightened: boolean;
  /** Contrast of `primary` on the dark cards (4.5 or more). */
  primaryContrast: number;
  /** The text colour used on `primary`. */
  foreground: string;
  /** Contrast of that text on `primary`. */
  contrast: number;
}

type BrandVariable =
  | '--brand-primary'
  | '--brand-primary-foreground'
  | '--brand-primary-hover'
  | '--brand-accent'
  | '--brand-accent-foreground';

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
  /** The dark theme's colours. */
  dark: DarkBrandTheme;
  /** The variables styles.css's tokens read, for the light theme and (`-dark`) the dark one. */
  variables: Record<BrandVariable | `${BrandVariable}-dark`, string>;
}

/** The accent on the dark page: as it is where it reads, else lightened step by step until it does. */
function darkBrandTheme(accent: Rgb) {
  const white = parseHexColor(lightText)!;
  const page = parseHexColor(darkPage)!;
  const card = parseHexColor(darkCard)!;
  const accentContrast = contrastRatio(accent, card);
  // The tint: a little of the shade over the dark page (hovers, the current item of a list, where
  // the shade shows as text too).
  // (Each colour as it will be written, in whole hex digits, so the check is of what is shown.)
  const tintOf = (shade: Rgb) => rounded(mix(shade, page, 0.15));
  const reads = (shade: Rgb, background: Rgb) => contrastRatio(shade, background) >= minimumContrast;
  // 5% more white a step: the shade nearest the accent that reads on the cards and on its own tint
  // (white itself reads on both).
  const shades = Array.from({ length: 21 }, (_, step) => rounded(mix(white, accent, step / 20)));
  const primary = shades.find((shade) => reads(shade, card) && reads(shade, tintOf(shade))) ?? white;
  const whiteContrast = contrastRatio(primary, white);
  const pageContrast = contrastRatio(primary, page);
  const foreground = whiteContrast >= minimumContrast || whiteContrast >= pageContrast ? white : page;
  // Of the shade, not of the accent: a black accent's tint would vanish into the page.
  const tint = tintOf(primary);
  const theme: DarkBrandTheme = {
    accentContrast,
    primary: toHex(primary),
    lightened: accentContrast < minimumContrast,
    primaryContrast: contrastRatio(primary, card),
    foreground: toHex(foreground),
    contrast: contrastRatio(primary, foreground),
  };
  return { theme, tint: toHex(tint), tintText: theme.primary };
}

/**
 * A primary button under the pointer: the shade a tenth further from its text colour, so that the
 * hover reads at least as well as the button (a lighter hover, the usual 90% opacity, took the
 * default blue under 4.5:1 with white text). A button already white or black moves the other way.
 */
export function hoverOf(primary: string, foreground: string): string {
  const shade = parseHexColor(primary)!;
  const text = parseHexColor(foreground)!;
  const candidates = ['#000000', '#ffffff']
    .map((away) => rounded(mix(shade, parseHexColor(away)!, 0.9)))
    .filter((candidate) => toHex(candidate) !== toHex(shade))
    .sort((a, b) => contrastRatio(b, text) - contrastRatio(a, text));
  return toHex(candidates[0] ?? shade);
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
  const inDark = darkBrandTheme(accent);
  return {
    accent: toHex(accent),
    foreground,
    contrast: foreground === lightText ? whiteContrast : darkContrast,
    whiteContrast,
    darkContrast,
    dark: inDark.theme,
    variables: {
      '--brand-primary': toHex(accent),
      '--brand-primary-foreground': foreground,
      '--brand-primary-hover': hoverOf(toHex(accent), foreground),
      '--brand-accent': toHex(tint),
      '--brand-accent-foreground': toHex(tintText),
      '--brand-primary-dark': inDark.theme.primary,
      '--brand-primary-foreground-dark': inDark.theme.foreground,
      '--brand-primary-hover-dark': hoverOf(inDark.theme.primary, inDark.theme.foreground),
      '--brand-accent-dark': inDark.tint,
      '--brand-accent-foreground-dark': inDark.tintText,
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
