import { z } from 'zod';

// A link's QR code (ADR 0032): its colours, logo, size and margin, saved per link and drawn by the
// server (GET /api/links/:id/qr) as SVG or PNG. What it encodes is the short link with the scan
// marker, which the redirect strips before it passes the query on and records the visit as a scan.

/** The query parameter a QR code adds to its short link: the visit is a scan. */
export const scanParam = 'qr';
export const scanMarker = `${scanParam}=1`;

/** What a link's QR code encodes: its short link, marked as scanned. */
export function scanUrl(link: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}${scanMarker}`;
}

export const qrSizeRange = { min: 128, max: 2_048 } as const;
/** The quiet zone around the code, in modules (the standard asks 4; most readers need 1-2). */
export const qrMarginRange = { min: 0, max: 8 } as const;
/** The least contrast a reader is sure to tell the modules apart with (WCAG's ratio). */
export const qrMinContrast = 3;
/** An uploaded logo file's largest size, in bytes (1 MB); the server keeps it at most 512 px square. */
export const qrLogoMaxBytes = 1024 * 1024;

/** An uploaded logo as a design names it (POST /api/links/qr-logos answers it). */
export const uploadedLogoPattern = /^upload:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface QrDesign {
  /** The modules' colour, #rrggbb. */
  foreground: string;
  background: string;
  /** `workspace` (the workspace's logo), `upload:<id>`, or null: none. */
  logo: string | null;
  /** The PNG's width and height in pixels (the SVG's declared size). */
  size: number;
  margin: number;
}

export const defaultQrDesign: QrDesign = {
  foreground: '#000000',
  background: '#ffffff',
  logo: null,
  size: 512,
  margin: 2,
};

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
  .transform((value) => value.toLowerCase());

/** The relative luminance of #rrggbb (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Why a pair of colours would not scan; null when it would. */
export function qrColoursProblem(foreground: string, background: string): string | null {
  if (luminance(foreground) >= luminance(background))
    return 'Make the foreground darker than the background: many readers cannot read a light code on a dark ground.';
  if (contrastRatio(foreground, background) < qrMinContrast)
    return 'These colours are too close for a reader: make the foreground darker or the background lighter (a contrast of at least 3:1).';
  return null;
}

export const qrDesignSchema = z
  .object({
    foreground: hexColor,
    background: hexColor,
    logo: z
      .string()
      .refine(
        (value) => value === 'workspace' || uploadedLogoPattern.test(value),
        "Choose the workspace's logo or upload one.",
      )
      .nullable(),
    size: z
      .number({ error: 'Enter a size in pixels.' })
      .int('Enter a whole number of pixels.')
      .min(qrSizeRange.min, `Use at least ${qrSizeRange.min} pixels.`)
      .max(qrSizeRange.max, `Use at most ${qrSizeRange.max} pixels.`),
    margin: z
      .number({ error: 'Enter a margin in modules.' })
      .int('Enter a whole number of modules.')
      .min(qrMarginRange.min, 'Use a margin of 0 or more.')
      .max(qrMarginRange.max, `Use a margin of at most ${qrMarginRange.max} modules.`),
  })
  .strict()
  .superRefine((design, context) => {
    const problem = qrColoursProblem(design.foreground, design.background);
    if (problem !== null) context.addIssue({ code: 'custom', path: ['foreground'], message: problem });
  })
  .meta({
    description:
      "A link's QR code: colours (#rrggbb, contrast at least 3:1), logo, size in pixels, margin in modules.",
    examples: [{ foreground: '#1e3a8a', background: '#ffffff', logo: 'workspace', size: 1024, margin: 2 }],
  });

/** A design as the API answers it (a link's `qr`, the save's answer). */
export const savedQrDesignSchema = z
  .object({
    foreground: z.string(),
    background: z.string(),
    logo: z.string().nullable(),
    size: z.number().int(),
    margin: z.number().int(),
  })
  .meta({ id: 'SavedQrDesign' });

/** GET /api/links/:id/qr: the saved design, or the one the query names (an unsaved preview). */
export const qrImageQuerySchema = z
  .object({
    format: z.enum(['svg', 'png'], { error: 'Choose svg or png.' }).default('svg'),
    /** Sent as a file to save (Content-Disposition: attachment). */
    download: z.enum(['0', '1']).optional(),
    foreground: z.string().optional(),
    background: z.string().optional(),
    /** `none` for no logo. */
    logo: z.string().optional(),
    size: z.coerce.number().optional(),
    margin: z.coerce.number().optional(),
  })
  .strict();
export type QrImageQuery = z.infer<typeof qrImageQuerySchema>;

/** The design a query asks for: the saved one with the query's parts over it. */
export function designOfQuery(saved: QrDesign, query: Omit<QrImageQuery, 'format' | 'download'>): unknown {
  return {
    foreground: query.foreground ?? saved.foreground,
    background: query.background ?? saved.background,
    logo: query.logo === undefined ? saved.logo : query.logo === 'none' ? null : query.logo,
    size: query.size ?? saved.size,
    margin: query.margin ?? saved.margin,
  };
}

/** The query that asks for a design's image (the editor's preview and downloads). */
export function qrImageQuery(design: QrDesign, format: 'svg' | 'png', download = false): string {
  const params = new URLSearchParams({
    format,
    foreground: design.foreground,
    background: design.background,
    logo: design.logo ?? 'none',
    size: String(design.size),
    margin: String(design.margin),
  });
  if (download) params.set('download', '1');
  return params.toString();
}

/** The types a logo upload may declare; the server believes only the file's first bytes. */
export const qrLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const qrLogoUploadSchema = z
  .object({
    content_type: z.enum(qrLogoTypes, { error: 'Use a PNG, JPEG or WebP image.' }),
    data_base64: z
      .string()
      .min(1, 'Choose a file: this one is empty.')
      .max(Math.ceil(qrLogoMaxBytes / 3) * 4, 'Use an image of at most 1 MB.')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the file as base64.'),
  })
  .strict()
  .meta({ examples: [{ content_type: 'image/png', data_base64: 'iVBORw0KGgoAAAANSUhEUgAA...' }] });
export type QrLogoUpload = z.infer<typeof qrLogoUploadSchema>;

export const qrLogoSchema = z
  .object({ logo: z.string() })
  .meta({ id: 'QrLogo', examples: [{ logo: 'upload:5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f' }] });
