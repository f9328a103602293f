import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { brandAssetUrlPattern } from '../../../shared/brand-assets';
import { singleLine } from '../../../shared/text';

// What an admin may store as brand settings. Every rule here is the server's; the admin page only
// mirrors them.

const httpUrlOrEmpty = z
  .string()
  .trim()
  .max(2_048)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Enter an http(s) URL.');

/** A logo or favicon: an http(s) URL, an uploaded image's own URL, or empty (none). */
const imageUrlOrEmpty = z
  .string()
  .trim()
  .max(2_048)
  .refine(
    (value) => value === '' || brandAssetUrlPattern.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'Enter an http(s) URL of an image, or upload one.',
  );

const shortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

export const brandUpdateSchema = z
  .object({
    app_name: singleLine(60).min(1, 'This field must not be empty.'),
    brand_name: singleLine(60).min(1, 'This field must not be empty.'),
    brand_description: singleLine(200),
    brand_logo: imageUrlOrEmpty,
    favicon_url: imageUrlOrEmpty,
    brand_accent_color: z
      .string()
      .trim()
      .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Enter a colour such as #2563eb.'),
    brand_gradient: singleLine(300).refine(
      (value) => !/[;{}<>]|url\s*\(|expression/i.test(value),
      'Enter a CSS gradient such as linear-gradient(135deg, #2563eb, #7c3aed).',
    ),
    telegram_support_link: httpUrlOrEmpty,
    landing_page_title: singleLine(120),
    landing_page_description: shortText(500),
    landing_page_features: z.string().max(20_000, 'Use at most 20,000 characters.'),
    contact_link: httpUrlOrEmpty,
    trial_period: z.number().int().min(0, 'Enter 0 or more days.').max(365, 'Enter at most 365 days.'),
    show_pricing_plans: z.boolean(),
  })
  .partial()
  .strict();

export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** The landing features as typed, to see what sanitising keeps before saving it. */
export const featuresPreviewSchema = brandUpdateSchema
  .pick({ landing_page_features: true })
  .required()
  .strict();
export const featuresPreviewAnswerSchema = z.object({ landing_page_features: z.string() });

/** The landing features HTML keeps structure and links only: no scripts, styles or handlers. */
export function sanitizeLandingHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'br',
      'a',
      'span',
      'div',
      'section',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  });
}
